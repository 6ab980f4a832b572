import { Box } from '@chakra-ui/react/box';
import { chakra } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { formatarValor, valorDoCampo, type Coluna } from './registro';

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

const NUMERICO = new Set<Coluna['tipo']>(['dinheiro', 'inteiro']);

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
    <Box role="region" aria-labelledby={idLegenda} tabIndex={0} overflowX="auto" borderWidth="1px" borderColor="border" borderRadius="md" _focusVisible={{ outline: '2px solid', outlineColor: 'brand.solid' }}>
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
              {visiveis.map((c, j) => {
                const estilo = {
                  px: '3',
                  py: '2',
                  borderBottomWidth: '1px',
                  borderColor: 'border',
                  verticalAlign: 'top',
                  textAlign: NUMERICO.has(c.tipo) ? 'right' : 'left',
                  whiteSpace: c.tipo === 'texto' ? 'normal' : 'nowrap',
                  fontVariantNumeric: 'tabular-nums',
                } as const;
                const texto = formatarValor(c.tipo, valorDoCampo(item, c.campo));
                return j === 0 ? (
                  <Th key={c.campo} scope="row" fontWeight="semibold" {...estilo}>
                    {texto}
                  </Th>
                ) : (
                  <Td key={c.campo} {...estilo} minW={c.tipo === 'texto' && texto.length > 60 ? '20rem' : undefined}>
                    {c.tipo === 'data' && texto ? <time dateTime={String(valorDoCampo(item, c.campo))}>{texto}</time> : texto}
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
