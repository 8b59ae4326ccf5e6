import {Entity, createResource} from '@data-client/rest';

// Step 1 defines the Article entity and ArticleResource here.
