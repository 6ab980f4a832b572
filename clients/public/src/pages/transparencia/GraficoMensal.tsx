import { chakra } from '@chakra-ui/react';
import { formatarReais, nomeDoMes } from './registro';

/** Largura e altura do desenho (unidades do viewBox); o SVG ocupa a largura do seu espaço, sem passar dela. */
const LARGURA = 360;
const ALTURA = 180;
const BASE = 150;
const TOPO = 10;

/**
 * Colunas dos doze meses num SVG desenhado no servidor (nenhum JavaScript no navegador). É uma imagem com resumo
 * em texto; os valores exatos ficam na tabela ao lado.
 */
export function GraficoMensal({ titulo, valores }: { titulo: string; valores: readonly string[] }) {
  const numeros = valores.map(Number);
  const maximo = Math.max(0, ...numeros);
  const coluna = LARGURA / 12;
  const maiorMes = numeros.indexOf(maximo) + 1;
  const resumo =
    maximo > 0
      ? `${titulo}. Maior valor em ${nomeDoMes(maiorMes)}: ${formatarReais(valores[maiorMes - 1])}. Os valores de cada mês estão na tabela.`
      : `${titulo}: nenhum valor no ano.`;
  return (
    <chakra.svg viewBox={`0 0 ${LARGURA} ${ALTURA}`} role="img" aria-label={resumo} w="full" maxW="xl" h="auto" display="block" fontSize="11px">
      <chakra.line x1="0" x2={LARGURA} y1={BASE} y2={BASE} stroke="border.emphasized" strokeWidth="1" />
      {numeros.map((n, i) => {
        const altura = maximo > 0 ? Math.max(n > 0 ? 1 : 0, ((BASE - TOPO) * n) / maximo) : 0;
        return (
          <g key={i}>
            <chakra.rect x={i * coluna + 4} y={BASE - altura} width={coluna - 8} height={altura} fill="brand.solid" rx="2" />
            <chakra.text x={i * coluna + coluna / 2} y={BASE + 16} textAnchor="middle" fill="fg">
              {nomeDoMes(i + 1).slice(0, 3)}
            </chakra.text>
          </g>
        );
      })}
    </chakra.svg>
  );
}
