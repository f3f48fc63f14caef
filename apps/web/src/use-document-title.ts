import { messages } from '@switchboard/domain';
import { useEffect } from 'react';

/** Names the browser tab after the screen: "Inbox · Switchboard". */
export function useDocumentTitle(title: string | null) {
  useEffect(() => {
    const product = messages.product.name;
    document.title = title ? `${title} · ${product}` : product;
  }, [title]);
}
