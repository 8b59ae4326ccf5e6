// @ts-check
/**
 * The bundler's loader for the docs plugin's version metadata
 * (`.docusaurus/docusaurus-plugin-content-docs/<id>/p/<version>.json`), a
 * chunk every docs page loads: the sidebars, and each doc's id, title,
 * sidebar and description. The descriptions (the pages' `description` front
 * matter, long: they are the pages' summaries for search engines and
 * assistants) were 9 of its 17 KB. The theme reads them in one place only,
 * DocCard (the cards of `<DocCardList>` and generated index pages), which
 * this site does not render (tests/unit/docs-version-metadata.test.ts fails
 * if it comes to); each page's own `<meta name="description">` comes from
 * its own chunk and is unchanged.
 *
 * Plain JavaScript: the bundler requires a loader as it is.
 */

/**
 * The metadata without the docs' descriptions; any other JSON as it was.
 * @param {string} source
 * @returns {string}
 */
function withoutDocDescriptions(source) {
  /** @type {{version?: {docs?: Record<string, Record<string, unknown>>}}} */
  const data = JSON.parse(source);
  const docs = data?.version?.docs;
  if (!docs || typeof docs !== 'object') return source;
  for (const doc of Object.values(docs)) delete doc.description;
  return JSON.stringify(data);
}

/** @param {string} source */
module.exports = function docsVersionLoader(source) {
  return withoutDocDescriptions(source);
};
module.exports.withoutDocDescriptions = withoutDocDescriptions;

/** The files it is for: the docs plugin's route props (`p/`), of which the version metadata is one. */
module.exports.docsRouteProps = /[\\/]docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]p[\\/][^\\/]+\.json$/;
