/**
 * The resources module's public surface for other modules: a public article's head for /resources/:id and the
 * sitemap's list of articles (modules/pages, decision 1050). Never import ./service directly.
 */
export { publicArticleHead, publicArticleIds } from './service';
