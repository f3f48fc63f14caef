import { mailWindow } from './sanitize-html.js';

/**
 * The ids a rich-text body mentions (the editor's `<span data-type="mention" data-id="...">`), each once, in
 * order. The body is parsed in an inert template: nothing in it runs or loads.
 */
export function mentionedIds(html: string): string[] {
  if (!html.includes('data-type')) return [];
  const template = mailWindow().document.createElement('template');
  template.innerHTML = html;
  const ids: string[] = [];
  for (const element of template.content.querySelectorAll('[data-type="mention"][data-id]')) {
    const id = element.getAttribute('data-id') ?? '';
    if (id && !ids.includes(id)) ids.push(id);
  }
  return ids;
}
