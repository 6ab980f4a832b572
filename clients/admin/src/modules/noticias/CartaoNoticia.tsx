import { formatDataHora } from '@alego/ui';
import { Badge, Image, Stack, Text } from '@chakra-ui/react';
import type { NoticiaResumo } from './documentos';
import { rotuloCategoria } from './noticia.rules';

export function CartaoNoticia({ noticia }: { noticia: NoticiaResumo }) {
  return (
    <Stack gap="2">
      {noticia.imagem ? <Image src={noticia.imagem.miniatura} alt="" borderRadius="sm" aspectRatio={16 / 9} objectFit="cover" /> : null}
      <Badge alignSelf="flex-start" variant="subtle">
        {rotuloCategoria(noticia.categoria)}
      </Badge>
      <Text fontWeight="semibold">{noticia.titulo}</Text>
      <Text fontSize="sm" color="fg.muted">
        {noticia.usuarioCriador ?? ''} · {formatDataHora(noticia.publicadaEm ?? noticia.createdAt)}
      </Text>
    </Stack>
  );
}
