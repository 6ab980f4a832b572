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
 * Gráfico de barras horizontais em SVG, sem biblioteca: leve e acessível. O SVG é uma
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
  const maximo = Math.max(0, ...barras.map((b) => Number(b.valor)));
  const maior = barras.reduce<Barra | null>((m, b) => (m === null || Number(b.valor) > Number(m.valor) ? b : m), null);
  const total = somarReais(barras.map((b) => b.valor));
  const resumo = maior
    ? `${titulo}. Total: ${formatarReais(total)}. Maior valor: ${maior.rotulo}, ${formatarReais(maior.valor)}. Os valores estão na tabela a seguir.`
    : `${titulo}: sem dados.`;
  const altura = 26;
  const largura = 760;
  // Rótulos de até 36 caracteres cabem à esquerda (12px); os maiores são cortados com reticências (o nome inteiro está na tabela).
  const margem = 260;
  const espaco = largura - margem - 150;
  return (
    <chakra.figure m="0" mb="8">
      <chakra.figcaption id={`${id}-titulo`} fontWeight="bold" fontSize="lg" mb="3">
        {titulo}
      </chakra.figcaption>
      <Box overflowX="auto">
        <svg role="img" aria-label={resumo} viewBox={`0 0 ${largura} ${Math.max(1, barras.length) * altura + 4}`} width="100%" style={{ minWidth: 480, maxWidth: largura }}>
          {barras.map((b, i) => {
            const y = i * altura + 2;
            const w = maximo > 0 ? Math.max(1, (Number(b.valor) / maximo) * espaco) : 0;
            return (
              <g key={`${b.rotulo}-${i}`}>
                <text x={margem - 8} y={y + altura / 2 + 4} textAnchor="end" fontSize="12" fill="currentColor">
                  {b.rotulo.length > 36 ? `${b.rotulo.slice(0, 35)}…` : b.rotulo}
                </text>
                <rect x={margem} y={y + 4} width={w} height={altura - 8} rx="2" fill="var(--chakra-colors-brand-solid, #0b3a66)" />
                <text x={margem + w + 6} y={y + altura / 2 + 4} fontSize="12" fill="currentColor">
                  {formatarReais(b.valor)}
                </text>
              </g>
            );
          })}
        </svg>
      </Box>
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
