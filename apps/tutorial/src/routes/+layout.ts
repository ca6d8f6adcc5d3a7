// The home, course and step pages are prerendered; house-rules courses (/house/…) are rendered in
// the browser from the fallback page (see their own +page.ts).
export const prerender = true;
export const trailingSlash = 'never';
