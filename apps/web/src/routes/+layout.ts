// The home, statistics and rules pages are prerendered; /play/ID/N is rendered in the browser from
// the fallback page (see its own +page.ts).
export const prerender = true;
export const trailingSlash = 'never';
