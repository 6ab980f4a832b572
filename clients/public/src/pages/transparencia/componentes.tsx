import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { Link } from '@chakra-ui/react/link';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import {
  caminhoDaExportacao,
  caminhoDoDicionario,
  FORMATOS_DE_EXPORTACAO,
  formatarValor,
  type Conjunto,
  type FormatoDeExportacao,
  type ValoresDosTotais,
} from './registro';

export const NOME_DO_FORMATO: Record<FormatoDeExportacao, string> = { csv: 'CSV', xlsx: 'XLSX (planilha)', json: 'JSON' };

const estiloDoBotao = { display: 'inline-block', px: '3', py: '2', borderRadius: 'md', borderWidth: '1px', color: 'brand.fg', fontWeight: 'semibold' } as const;

/**
 * Links de download com os filtros da tela (todas as páginas). `<a download>` comum: o
 * arquivo vem do gateway, não é uma rota do site.
 */
export function LinksDeExportacao({ conjunto, valores, comDicionario = true }: { conjunto: Conjunto; valores: Record<string, string>; comDicionario?: boolean }) {
  return (
    <Flex as="ul" listStyleType="none" p="0" m="0" gap="2" wrap="wrap" aria-label={`Baixar ${conjunto.titulo.toLowerCase()}`}>
      {FORMATOS_DE_EXPORTACAO.map((formato) => (
        <li key={formato}>
          <Link href={caminhoDaExportacao(conjunto, formato, valores)} download {...estiloDoBotao}>
            Baixar {NOME_DO_FORMATO[formato]}
            <chakra.span srOnly> de {conjunto.titulo.toLowerCase()}</chakra.span>
          </Link>
        </li>
      ))}
      {comDicionario ? (
        <li>
          <Link asChild {...estiloDoBotao} borderStyle="dashed">
            <RouterLink to={caminhoDoDicionario(conjunto)}>
              Dicionário de dados<chakra.span srOnly> de {conjunto.titulo.toLowerCase()}</chakra.span>
            </RouterLink>
          </Link>
        </li>
      ) : null}
    </Flex>
  );
}

/** Totais do filtro inteiro (não só da página), exatos, em pt-BR. */
export function CaixaDeTotais({ conjunto, totais }: { conjunto: Conjunto; totais: ValoresDosTotais | null }) {
  if (!conjunto.totais || !totais) return null;
  return (
    <Box as="section" aria-labelledby="totais-titulo" mb="6" p="4" borderWidth="1px" borderColor="border" borderRadius="md" bg="bg.subtle">
      <Text as="h2" id="totais-titulo" fontWeight="bold" mb="2">
        Totais do filtro (todas as páginas)
      </Text>
      <Flex as="dl" gap={{ base: '4', md: '10' }} wrap="wrap" m="0">
        {conjunto.totais.campos.map((campo) => (
          <Box key={campo.campo}>
            <Text as="dt" color="fg.muted" fontSize="sm">
              {campo.rotulo}
            </Text>
            <Text as="dd" m="0" fontSize="2xl" fontWeight="bold" data-total={campo.campo} style={{ fontVariantNumeric: 'tabular-nums' }}>
              {formatarValor(campo.tipo, totais[campo.campo])}
            </Text>
          </Box>
        ))}
      </Flex>
    </Box>
  );
}

/** "1 registro", "1.234 registros". */
export function contagem(n: number, singular = 'registro', plural = 'registros'): string {
  return `${formatarValor('inteiro', n)} ${n === 1 ? singular : plural}`;
}
