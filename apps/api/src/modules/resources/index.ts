/**
 * The resources module's public surface for other modules: a public article's head for /resources/:id and the
 * sitemap's list of articles (modules/pages, decision 1050), and how many there are for the pages of /resources. Never import ./service directly.
 */
export { publicArticleCount, publicArticleHead, publicArticleIds } from './service';
