/**
 * The web app's index.html in the shape its build writes: the colour scheme on <html>, the
 * description over several lines, an empty #root. Public pages are drawn into a copy of it.
 */
export const APP_INDEX_HTML = `<!doctype html>
<html lang="en" data-mantine-color-scheme="light">
  <head>
    <meta
      name="description"
      content="The app's own description."
    />
    <title>Irreplaceable</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

/** The JSON-LD scripts of a page, parsed. */
export const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
