import { Box } from '@chakra-ui/react/box';
import { Link } from '@chakra-ui/react/link';
import { chakra } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { arquivosDoValor, formatarTamanho, formatarValor, linkDaColuna, valorDoCampo, type ArquivoDaColuna, type Coluna } from './registro';

/**
 * Tabela de dados da transparência, feita com elementos HTML comuns (o sistema enxuto
 * do site não carrega a receita de tabela do Chakra): legenda, cabeçalhos com `scope`,
 * a primeira coluna como cabeçalho da linha, números alinhados à direita. Em telas
 * estreitas rola na horizontal numa região focável pelo teclado.
 */
const Table = chakra('table');
const Caption = chakra('caption');
const Th = chakra('th');
const Td = chakra('td');

const NUMERICO = new Set<Coluna['tipo']>(['dinheiro', 'inteiro', 'decimal']);

export interface TabelaProps {
  colunas: readonly Coluna[];
  itens: readonly Record<string, unknown>[];
  legenda: ReactNode;
  /** Dados sendo recarregados (filtro ou página novos). */
  ocupada?: boolean;
}

export function Tabela({ colunas, itens, legenda, ocupada = false }: TabelaProps) {
  const idLegenda = useId();
  const visiveis = colunas.filter((c) => !c.somenteExportacao);
  return (
    // position relative: os textos só para leitores de tela (position absolute) ficam presos
    // nesta região que rola; sem ela escapavam e alargavam a página inteira.
    <Box role="region" aria-labelledby={idLegenda} tabIndex={0} position="relative" overflowX="auto" borderWidth="1px" borderColor="border" borderRadius="md" _focusVisible={{ outline: '2px solid', outlineColor: 'brand.solid' }}>
      <Table w="full" fontSize="sm" borderCollapse="collapse" aria-busy={ocupada || undefined} opacity={ocupada ? 0.6 : 1}>
        <Caption id={idLegenda} textAlign="left" px="3" py="2" fontWeight="semibold" captionSide="top">
          {legenda}
        </Caption>
        <thead>
          <tr>
            {visiveis.map((c) => (
              <Th key={c.campo} scope="col" textAlign={NUMERICO.has(c.tipo) ? 'right' : 'left'} px="3" py="2" bg="bg.muted" borderBottomWidth="2px" borderColor="border.emphasized" whiteSpace="nowrap">
                {c.rotulo}
                {c.unidade ? (
                  <chakra.span srOnly>
                    {' '}
                    (em {c.unidade === 'R$' ? 'reais' : c.unidade})
                  </chakra.span>
                ) : null}
              </Th>
            ))}
          </tr>
        </thead>
        <tbody>
          {itens.map((item, i) => (
            <chakra.tr key={String(item.id ?? i)} _even={{ bg: 'bg.subtle' }}>
              {visiveis.map((c, j, todas) => {
                const estilo = {
                  px: '3',
                  py: '2',
                  borderBottomWidth: '1px',
                  borderColor: 'border',
                  verticalAlign: 'top',
                  textAlign: NUMERICO.has(c.tipo) ? 'right' : 'left',
                  whiteSpace: c.tipo === 'texto' && String(valorDoCampo(item, c.campo) ?? '').length > 20 ? 'normal' : 'nowrap',
                  fontVariantNumeric: 'tabular-nums',
                } as const;
                const texto = formatarValor(c.tipo, valorDoCampo(item, c.campo));
                return j === 0 ? (
                  <Th key={c.campo} scope="row" fontWeight="semibold" {...estilo}>
                    {c.link ? <Valor coluna={c} item={item} texto={texto} linha={texto} /> : texto}
                  </Th>
                ) : (
                  <Td key={c.campo} {...estilo} minW={c.tipo === 'texto' && texto.length > 60 ? '20rem' : undefined}>
                    <Valor coluna={c} item={item} texto={texto} linha={todas[0] ? formatarValor(todas[0].tipo, valorDoCampo(item, todas[0].campo)) : ''} />
                  </Td>
                );
              })}
            </chakra.tr>
          ))}
        </tbody>
      </Table>
    </Box>
  );
}

/** Datas com <time>; documentos como link com nome acessível que diz de qual linha são. */
function Valor({ coluna, item, texto, linha }: { coluna: Coluna; item: Readonly<Record<string, unknown>>; texto: string; linha: string }) {
  if (coluna.tipo === 'arquivos') return <Arquivos arquivos={arquivosDoValor(valorDoCampo(item, coluna.campo))} linha={linha} />;
  if (!texto) return coluna.tipo === 'url' ? <chakra.span color="fg.muted">—</chakra.span> : null;
  const link = linkDaColuna(coluna, item);
  if (link) {
    return (
      <Link href={link} color="brand.fg" textDecoration="underline">
        {texto}
      </Link>
    );
  }
  if (coluna.tipo === 'data') return <time dateTime={String(valorDoCampo(item, coluna.campo))}>{texto}</time>;
  if (coluna.tipo === 'url') {
    return (
      <Link href={texto} color="brand.fg" fontWeight="semibold" textDecoration="underline">
        PDF<chakra.span srOnly> – {coluna.rotulo.toLowerCase()} de {linha}</chakra.span>
      </Link>
    );
  }
  return <>{texto}</>;
}

/** Os PDFs de uma linha, um por item: o nome como link (o nome acessível diz de qual linha é) e o tamanho em pt-BR. */
function Arquivos({ arquivos, linha }: { arquivos: ArquivoDaColuna[]; linha: string }) {
  if (!arquivos.length) return <chakra.span color="fg.muted">—</chakra.span>;
  return (
    <chakra.ul listStyleType="none" m="0" p="0">
      {arquivos.map((a) => (
        <chakra.li key={a.url} whiteSpace="normal">
          <Link href={a.url} color="brand.fg" textDecoration="underline">
            {a.nome}
            <chakra.span srOnly> – de {linha}</chakra.span>
          </Link>{' '}
          <chakra.span color="fg.muted">(PDF, {formatarTamanho(a.tamanho)})</chakra.span>
        </chakra.li>
      ))}
    </chakra.ul>
  );
}
