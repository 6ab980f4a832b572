import 'reflect-metadata';
import type { SubgraphDefinition } from '@alego/kit';
import { migrations } from './migrations/index.js';
import { Noticia } from './modules/noticia/noticia.entity.js';
import { NoticiaResolver } from './modules/noticia/noticia.resolver.js';
import { ContentSeeder } from './seeders/content.seeder.js';

/** Content: news (and, in later issues, agenda, galleries, banners, institutional pages). */
export const content: SubgraphDefinition = {
  name: 'content',
  defaultPort: 4001,
  entities: [Noticia],
  resolvers: [NoticiaResolver],
  migrations,
  seeders: [ContentSeeder],
};
