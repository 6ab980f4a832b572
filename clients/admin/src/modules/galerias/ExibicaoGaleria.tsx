import { Badge, Box, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { SITUACOES_GALERIA, type SituacaoGaleriaValor } from '@alego/catalog';
import type { GaleriaDetalhe } from './documentos';

export function ExibicaoGaleria({ item }: { item: GaleriaDetalhe }) {
  return (
    <Stack gap="4">
      <Text fontSize="lg">
        {item.categoria.nome}
        {item.relacionadoNome ? ` · ${item.relacionadoNome}` : ''}{' '}
        <Badge colorPalette={item.situacao === 'publicacao' ? 'green' : 'orange'}>{SITUACOES_GALERIA[item.situacao as SituacaoGaleriaValor]}</Badge>
      </Text>
      {item.descricao ? <Box dangerouslySetInnerHTML={{ __html: item.descricao }} /> : null}
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
        {item.galeriaImagens.map((imagem) => (
          <Box as="figure" key={imagem.id} borderWidth={imagem.capa ? '3px' : '1px'} borderColor={imagem.capa ? 'brand.solid' : 'border'} borderRadius="md" p="2">
            <img src={imagem.imagem.miniatura} alt={imagem.titulo ?? ''} style={{ width: '100%', aspectRatio: '3 / 2', objectFit: 'cover' }} />
            <Text as="figcaption" fontSize="sm">
              {imagem.capa ? 'Capa · ' : ''}
              {imagem.titulo ?? 'Sem legenda'}
              {imagem.credito ? ` (Foto: ${imagem.credito})` : ''} · ordem {imagem.ordem}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
