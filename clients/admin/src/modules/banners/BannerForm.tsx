import { Field, Image, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { MENSAGEM_DIMENSAO_BANNER, opcoesDe, TIPOS_BANNER, dimensaoDeBannerValida } from '@alego/catalog';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { CampoArquivo, CampoDataFormulario, CampoSelecao } from '../../kit/campos';
import type { PropsFormulario } from '../../kit/recurso';
import { validarImagem } from '../noticias/noticia.rules';
import type { BannerDetalhe, ValoresBanner } from './banner.rules';

export function BannerForm({ form, item }: PropsFormulario<BannerDetalhe, ValoresBanner>) {
  const { register, control, setValue } = form;
  const [tipo, imagem, largura, altura] = useWatch({ control, name: ['tipo', 'imagem', 'largura', 'altura'] });
  useEffect(() => {
    if (!(imagem instanceof File)) return;
    let vivo = true;
    void createImageBitmap(imagem)
      .then((bitmap) => {
        if (!vivo) return;
        setValue('largura', bitmap.width);
        setValue('altura', bitmap.height);
        bitmap.close();
      })
      .catch(() => undefined);
    return () => {
      vivo = false;
    };
  }, [imagem, setValue]);
  const medidaRuim = imagem instanceof File && largura > 0 && !dimensaoDeBannerValida(largura, altura);

  return (
    <Stack gap="5" maxW="2xl">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <CampoSelecao control={control} name="tipo" rotulo="Tipo" vazio={null} opcoes={opcoesDe(TIPOS_BANNER)} />
        <CampoDataFormulario control={control} name="exibirAte" rotulo="Exibir até" />
      </SimpleGrid>
      <Field.Root required>
        <Field.Label>
          Título <Field.RequiredIndicator />
        </Field.Label>
        <Input {...register('titulo')} />
        <Field.HelperText>Descreve a imagem para quem não a vê (texto alternativo).</Field.HelperText>
      </Field.Root>
      {tipo === 'cartaz' ? null : (
        <Field.Root required={tipo === 'link'}>
          <Field.Label>Endereço do link {tipo === 'link' ? <Field.RequiredIndicator /> : null}</Field.Label>
          <Input type="url" {...register('url')} />
          <Field.HelperText>{tipo === 'popup' ? 'Opcional.' : 'Abre em nova janela.'}</Field.HelperText>
        </Field.Root>
      )}
      <CampoArquivo
        control={control}
        name="imagem"
        rotulo="Imagem do banner"
        accept=".jpg,.jpeg,.png,.gif"
        obrigatorio={!item}
        atual={item?.imagem ?? null}
        ajuda="Proporção 2:1, ao menos 300 × 150 pixels; .jpg, .png ou .gif até 3 MB."
        validar={validarImagem}
      />
      {medidaRuim ? (
        <Text color="fg.error" role="alert">
          {MENSAGEM_DIMENSAO_BANNER} (a imagem escolhida tem {largura} × {altura}.)
        </Text>
      ) : null}
      {item && !imagem ? <Image src={item.imagem.miniatura} alt="" maxW="xs" borderRadius="md" /> : null}
    </Stack>
  );
}
