import { useQuery } from '@apollo/client/react';
import { Button, Checkbox, Field, HStack, Image, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { MENSAGENS_GALERIA, ORDEM_PADRAO_IMAGEM_GALERIA, TIPOS_RELACIONADO_GALERIA, type TipoRelacionadoGaleriaValor } from '@alego/catalog';
import { useState } from 'react';
import { Controller, useWatch, type Path } from 'react-hook-form';
import { CampoTextoRico } from '../../kit/CampoTextoRico';
import { CampoArquivo, CampoSelecao } from '../../kit/campos';
import { Confirmacao } from '../../kit/Confirmacao';
import { LinhasAninhadas } from '../../kit/LinhasAninhadas';
import type { PropsFormulario } from '../../kit/recurso';
import { validarImagem } from '../noticias/noticia.rules';
import { OpcoesGaleriaDocument, type GaleriaDetalhe } from './documentos';
import { novaImagem, ultimoCredito, type ValoresGaleria } from './galeria.rules';

const REMOCAO = 'Tem certeza de que deseja excluir esta imagem? Esta ação não poderá ser desfeita.';

export function GaleriaForm({ form }: PropsFormulario<GaleriaDetalhe, ValoresGaleria>) {
  const { register, control, getValues, setValue } = form;
  const { data } = useQuery(OpcoesGaleriaDocument);
  const [confirmandoCredito, setConfirmandoCredito] = useState(false);
  const categoriaId = useWatch({ control, name: 'categoriaId' });
  const categorias = data?.galeriaCategorias?.itens ?? [];
  const tipo = categorias.find((c) => c.id === categoriaId)?.tipoRelacionado as TipoRelacionadoGaleriaValor | null | undefined;
  const relacionados = tipo === 'deputado' ? (data?.deputados?.itens ?? []) : tipo === 'comissao' ? (data?.comissoes?.itens ?? []) : [];
  const nome = (prefixo: string, campo: string) => `${prefixo}.${campo}` as Path<ValoresGaleria>;

  const aplicarCredito = () => {
    const credito = ultimoCredito(getValues()) ?? '';
    getValues('galeriaImagens').forEach((_, indice) => setValue(`galeriaImagens.${indice}.credito`, credito, { shouldDirty: true }));
    setConfirmandoCredito(false);
  };

  return (
    <Stack gap="5">
      <Field.Root required>
        <Field.Label>
          Título <Field.RequiredIndicator />
        </Field.Label>
        <Input {...register('titulo')} />
      </Field.Root>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <CampoSelecao control={control} name="categoriaId" rotulo="Categoria" obrigatorio opcoes={categorias.map((c) => ({ valor: c.id, rotulo: c.nome }))} />
        {tipo ? (
          <CampoSelecao
            control={control}
            name="relacionadoId"
            rotulo={TIPOS_RELACIONADO_GALERIA[tipo]}
            obrigatorio
            opcoes={relacionados.map((r) => ({ valor: r.id, rotulo: r.nome }))}
            aoMudar={(valor) => setValue('relacionadoNome', relacionados.find((r) => r.id === valor)?.nome ?? '')}
          />
        ) : null}
      </SimpleGrid>
      <CampoTextoRico control={control} name="descricao" rotulo="Descrição" />
      <HStack justify="space-between" wrap="wrap">
        <Text color="fg.muted">
          Fotos .jpg, .png ou .gif até 3 MB; sem ordem, a foto vai para o fim ({ORDEM_PADRAO_IMAGEM_GALERIA}). Arraste a alça ⠿ ou use os botões ↑ ↓ para mudar a ordem. A
          legenda é o texto alternativo da foto.
        </Text>
        <Button size="sm" variant="outline" onClick={() => setConfirmandoCredito(true)}>
          Aplicar o último crédito a todas
        </Button>
      </HStack>
      <LinhasAninhadas
        form={form}
        nome="galeriaImagens"
        titulo="Imagens"
        rotuloAdicionar="Adicionar imagem"
        confirmarRemocao={REMOCAO}
        vazio={MENSAGENS_GALERIA.semImagens}
        novaLinha={novaImagem}
        campoOrdem="ordem"
        linha={({ indice, prefixo }) => {
          const miniatura = getValues(`galeriaImagens.${indice}.miniatura`);
          return (
            <SimpleGrid columns={{ base: 1, md: 5 }} gap="3" alignItems="end">
              {miniatura ? (
                <Image src={miniatura} alt={getValues(`galeriaImagens.${indice}.titulo`) || 'Foto guardada'} maxH="24" objectFit="cover" />
              ) : (
                <CampoArquivo control={control} name={nome(prefixo, 'arquivo')} rotulo="Foto" accept=".jpg,.jpeg,.png,.gif" obrigatorio validar={validarImagem} />
              )}
              <Field.Root>
                <Field.Label>Legenda</Field.Label>
                <Input {...register(nome(prefixo, 'titulo'))} />
              </Field.Root>
              <Field.Root>
                <Field.Label>Crédito</Field.Label>
                <Input {...register(nome(prefixo, 'credito'))} />
              </Field.Root>
              <Field.Root>
                <Field.Label>Ordem</Field.Label>
                <Input type="number" min={0} max={ORDEM_PADRAO_IMAGEM_GALERIA} {...register(nome(prefixo, 'ordem'))} />
              </Field.Root>
              <Controller
                control={control}
                name={nome(prefixo, 'capa')}
                render={({ field }) => (
                  <Checkbox.Root checked={field.value === true} onCheckedChange={(e) => field.onChange(e.checked === true)}>
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>Capa</Checkbox.Label>
                  </Checkbox.Root>
                )}
              />
            </SimpleGrid>
          );
        }}
      />
      <Confirmacao
        aberta={confirmandoCredito}
        titulo="Aplicar crédito"
        texto={MENSAGENS_GALERIA.aplicarATodas}
        aoConfirmar={aplicarCredito}
        aoCancelar={() => setConfirmandoCredito(false)}
      />
    </Stack>
  );
}
