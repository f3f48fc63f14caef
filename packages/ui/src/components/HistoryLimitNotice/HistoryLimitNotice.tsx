import { messages } from '@switchboard/domain';
import { Button } from '../../primitives/Button/Button';
import * as styles from './HistoryLimitNotice.css';

export interface HistoryLimitNoticeProps {
  /** The plan's window in days (90 for search, 30 for channel lists). */
  days: number;
  /** How many threads the window hides. */
  hiddenCount: number;
  /** The upgrade path ('Upgrade plan'); without it the button is left out. */
  onUpgrade?: () => void;
}

const STAND_IN_ROWS = 3;

/**
 * The end of a list on the free plan (spec doc 2 "Free plan history": older items are blurred behind an
 * upgrade banner). The blurred rows are stand-ins: the hidden threads never reach the page, only their count.
 */
export function HistoryLimitNotice({ days, hiddenCount, onUpgrade }: HistoryLimitNoticeProps) {
  const t = messages.threadList;
  return (
    <section className={styles.root} aria-label={t.historyLimitLabel}>
      <div className={styles.rows} aria-hidden="true">
        {Array.from({ length: STAND_IN_ROWS }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: stand-in rows have no identity.
          <div key={index} className={styles.row}>
            <span className={styles.avatar} />
            <span className={styles.lines}>
              <span className={styles.line} style={{ width: index % 2 ? '40%' : '55%' }} />
              <span className={styles.line} style={{ width: index % 2 ? '75%' : '85%' }} />
            </span>
            <span className={styles.line} style={{ width: '3rem' }} />
          </div>
        ))}
      </div>
      <div className={styles.card}>
        <p className={styles.text}>
          {t.historyLimitBanner(days)}
          <span className={styles.count}>{t.historyLimitHidden(hiddenCount)}</span>
        </p>
        {onUpgrade ? (
          <Button size="sm" variant="primary" onPress={onUpgrade}>
            {messages.pricing.upgradePlan}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
