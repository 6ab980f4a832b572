import { Box } from '@chakra-ui/react/box';
import { chakra } from '@chakra-ui/react';
import { useId } from 'react';
import { formatarReais } from './registro';

export interface Barra {
  rotulo: string;
  /** Valor exato em reais ("12345.67"): o texto mostrado é exato; só o comprimento da barra usa número. */
  valor: string;
}

/** Soma exata de valores decimais com duas casas, em centavos inteiros. */
export function somarReais(valores: readonly string[]): string {
  const centavos = valores.reduce((soma, v) => {
    const [inteiro = '0', fracao = ''] = v.split('.');
    return soma + BigInt(inteiro) * 100n + BigInt((fracao + '00').slice(0, 2)) * (v.startsWith('-') ? -1n : 1n);
  }, 0n);
  const negativo = centavos < 0n;
  const abs = negativo ? -centavos : centavos;
  return `${negativo ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/**
 * Gráfico de barras horizontais em HTML, sem biblioteca: leve e acessível. O gráfico é uma
 * imagem com resumo em texto (maior valor e total); a tabela logo abaixo traz todos os
 * números exatos para quem prefere ou precisa ler.
 */
export function GraficoDeBarras({
  titulo,
  barras,
  rotuloDaColuna,
  rotuloDoValor = 'Valor',
  colunaAnterior,
}: {
  titulo: string;
  barras: readonly Barra[];
  rotuloDaColuna: string;
  rotuloDoValor?: string;
  /** Outra coluna exata da tabela, antes do valor das barras (o apresentado, ao lado do indenizado); um valor por barra. */
  colunaAnterior?: { rotulo: string; valores: readonly string[] };
}) {
  const id = useId();
  const maior = barras.reduce<Barra | null>((m, b) => (m === null || Number(b.valor) > Number(m.valor) ? b : m), null);
  const total = somarReais(barras.map((b) => b.valor));
  const resumo = maior
    ? `${titulo}. Total: ${formatarReais(total)}. Maior valor: ${maior.rotulo}, ${formatarReais(maior.valor)}. Os valores estão na tabela a seguir.`
    : `${titulo}: sem dados.`;
  return (
    <chakra.figure m="0" mb="8">
      <chakra.figcaption id={`${id}-titulo`} fontWeight="bold" fontSize="lg" mb="3">
        {titulo}
      </chakra.figcaption>
      <Barras barras={barras} resumo={resumo} />
      <Box as="details" mt="2">
        <chakra.summary cursor="pointer" color="brand.fg" fontWeight="semibold">
          Ver os dados do gráfico em tabela
        </chakra.summary>
        <chakra.table mt="2" fontSize="sm" borderCollapse="collapse">
          <caption style={{ textAlign: 'left' }}>{titulo}</caption>
          <thead>
            <tr>
              <chakra.th scope="col" textAlign="left" px="3" py="1" borderBottomWidth="1px">
                {rotuloDaColuna}
              </chakra.th>
              {colunaAnterior ? (
                <chakra.th scope="col" textAlign="right" px="3" py="1" borderBottomWidth="1px">
                  {colunaAnterior.rotulo}
                </chakra.th>
              ) : null}
              <chakra.th scope="col" textAlign="right" px="3" py="1" borderBottomWidth="1px">
                {rotuloDoValor}
              </chakra.th>
            </tr>
          </thead>
          <tbody>
            {barras.map((b, i) => (
              <tr key={`${b.rotulo}-${i}`}>
                <chakra.th scope="row" textAlign="left" fontWeight="normal" px="3" py="1">
                  {b.rotulo}
                </chakra.th>
                {colunaAnterior ? (
                  <chakra.td textAlign="right" px="3" py="1" style={{ fontVariantNumeric: 'tabular-nums' }}>
                    {formatarReais(colunaAnterior.valores[i] ?? '0')}
                  </chakra.td>
                ) : null}
                <chakra.td textAlign="right" px="3" py="1" style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {formatarReais(b.valor)}
                </chakra.td>
              </tr>
            ))}
            <tr>
              <chakra.th scope="row" textAlign="left" px="3" py="1" borderTopWidth="1px">
                Total
              </chakra.th>
              {colunaAnterior ? (
                <chakra.td textAlign="right" px="3" py="1" borderTopWidth="1px" fontWeight="bold">
                  {formatarReais(somarReais(colunaAnterior.valores))}
                </chakra.td>
              ) : null}
              <chakra.td textAlign="right" px="3" py="1" borderTopWidth="1px" fontWeight="bold">
                {formatarReais(total)}
              </chakra.td>
            </tr>
          </tbody>
        </chakra.table>
      </Box>
    </chakra.figure>
  );
}

/**
 * As barras de um gráfico: uma imagem com `resumo` como texto alternativo; os números exatos ficam numa tabela ao lado
 * ou abaixo, escrita por quem usa o componente. Barras em HTML (não em SVG escalado): o texto fica no tamanho do resto
 * da página em qualquer tela, rótulos longos quebram a linha em vez de serem cortados, e nada rola na horizontal.
 */
export function Barras({ barras, resumo }: { barras: readonly Barra[]; resumo: string }) {
  const maximo = Math.max(0, ...barras.map((b) => Number(b.valor)));
  return (
    <chakra.div role="img" aria-label={resumo} display="grid" gap="2" fontSize="sm" maxW="4xl">
      {barras.map((b, i) => {
        const fracao = maximo > 0 ? Math.max(0.005, Number(b.valor) / maximo) : 0;
        return (
          <chakra.div
            key={`${b.rotulo}-${i}`}
            display="grid"
            // Coluna do valor com largura fixa: todas as barras usam a mesma escala.
            gridTemplateColumns={{ base: 'minmax(0, 1fr) 9rem', md: '16rem minmax(0, 1fr) 9rem' }}
            columnGap="3"
            rowGap="1"
            alignItems="center"
          >
            <chakra.span gridColumn={{ base: '1 / -1', md: 'auto' }} textAlign={{ md: 'right' }} overflowWrap="anywhere">
              {b.rotulo}
            </chakra.span>
            <chakra.span display="block" h="4" borderRadius="sm" bg="brand.solid" style={{ width: `${fracao * 100}%` }} />
            <chakra.span whiteSpace="nowrap" textAlign="right" fontVariantNumeric="tabular-nums">
              {formatarReais(b.valor)}
            </chakra.span>
          </chakra.div>
        );
      })}
    </chakra.div>
  );
}
