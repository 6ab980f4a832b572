// The subgraphs, in the order they are composed and started. Each package's dist/index.js exports its definition.
export const SUBGRAPHS = [
  { name: 'content', module: '../subgraphs/content/dist/index.js', port: 4001 },
  { name: 'people', module: '../subgraphs/people/dist/index.js', port: 4002 },
  { name: 'transparency', module: '../subgraphs/transparency/dist/index.js', port: 4003 },
  { name: 'participation', module: '../subgraphs/participation/dist/index.js', port: 4004 },
  { name: 'access', module: '../subgraphs/access/dist/index.js', port: 4005 },
];
