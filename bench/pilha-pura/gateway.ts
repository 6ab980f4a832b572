// The bare gateway: @apollo/gateway with its default settings over a supergraph composed in-process from the two
// subgraphs' SDL (`_service { sdl }`), served by @apollo/server on express 5. No cache, no plugins.
//   PORT, CONTENT_URL, PEOPLE_URL
import { composeServices } from '@apollo/composition';
import { ApolloGateway } from '@apollo/gateway';
import { ApolloServer } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import express from 'express';
import { parse } from 'graphql';

async function sdlDe(url: string): Promise<string> {
  const resposta = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ _service { sdl } }' }) });
  const corpo = (await resposta.json()) as { data?: { _service: { sdl: string } } };
  if (!corpo.data) throw new Error(`${url} não entregou o seu SDL: ${JSON.stringify(corpo)}`);
  return corpo.data._service.sdl;
}

const subgrafos = { content: process.env.CONTENT_URL, people: process.env.PEOPLE_URL };
const composicao = composeServices(
  await Promise.all(
    Object.entries(subgrafos).map(async ([name, url]) => {
      if (!url) throw new Error(`falta a URL do subgrafo ${name}`);
      return { name, url, typeDefs: parse(await sdlDe(url)) };
    }),
  ),
);
if (composicao.errors) throw new Error(`a composição falhou:\n${composicao.errors.map((erro) => erro.message).join('\n')}`);

const servidor = new ApolloServer({ gateway: new ApolloGateway({ supergraphSdl: composicao.supergraphSdl }) });
await servidor.start();
const app = express();
app.use('/graphql', express.json(), expressMiddleware(servidor));
const porta = Number(process.env.PORT);
app.listen(porta, '127.0.0.1', (erro) => {
  if (erro) throw erro;
  console.log(`gateway em http://127.0.0.1:${porta}/graphql`);
});
