/**
 * Opens an address the server is still making in a new tab: the tab opens at once, inside the click
 * (so no popup blocker stops it), cut off from this page (`opener` cleared), and is sent to the address
 * when it arrives; closed again if the address never comes. Without a tab (blocked), the address opens
 * in this one.
 */
export async function openInNewTab(address: () => Promise<string>): Promise<void> {
  const tab = window.open('about:blank', '_blank');
  if (tab) tab.opener = null;
  try {
    const url = await address();
    if (tab && !tab.closed) tab.location.href = url;
    else window.location.assign(url);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
