import type { ThreadListRow } from '@switchboard/domain';
import { WIZARD_PREVIEW_THREADS, WIZARD_SEARCH_DEBOUNCE_MS } from '@switchboard/domain';
import type { ChannelWizardQuery, ChannelWizardResult } from '@switchboard/ui';
import { useQueries as useTanstackQueries } from '@tanstack/react-query';
import { useQueries } from '../../queries';
import { useDebouncedValue } from './use-debounced-value';
import { wizardSearchTexts } from './wizard-search-texts';

function previewThread(thread: ThreadListRow) {
  const names = thread.senders.map((sender) => sender.display_name || sender.email);
  return {
    id: thread.id,
    title: thread.title ?? '-',
    snippet: thread.last_activity?.snippet ?? '',
    people: names.join(', '),
  };
}

/**
 * The wizard's live search (spec doc 2 section 5): the saved queries, and the typed one once it has
 * stayed 500 ms, each only when it holds a plain or exact term (`wizardSearchTexts`).
 */
export function useWizardSearch(saved: readonly ChannelWizardQuery[], typed: string) {
  const queries = useQueries();
  const settled = useDebouncedValue(typed.trim(), WIZARD_SEARCH_DEBOUNCE_MS);
  const { saved: searchedSaved, live } = wizardSearchTexts(
    saved.map((q) => q.query),
    settled,
  );
  const texts = [...searchedSaved, ...live];
  const searches = useTanstackQueries({
    queries: texts.map((query) => ({
      ...queries.searchThreads({ query, limit: WIZARD_PREVIEW_THREADS }),
      staleTime: 30_000,
    })),
  });
  const results: ChannelWizardResult[] = texts.map((query, index) => {
    const search = searches[index];
    const data = search?.data;
    return {
      query,
      isLoading: !data && !search?.isError,
      totalCount: data?.meta.total_count ?? 0,
      threads: (data?.data ?? []).map(previewThread),
    };
  });
  const savedResults = searches.slice(0, searchedSaved.length);
  const loaded = savedResults.filter((search) => search.data);
  return {
    results,
    isSearching: searches.some((search) => search.isFetching),
    conversationCount: loaded.length
      ? loaded.reduce((sum, search) => sum + (search.data?.meta.total_count ?? 0), 0)
      : null,
  };
}
