import { useQuery } from '@apollo/client/react';
import { Button, Field, Flex, HStack, Image, Input, NativeSelect, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { ConfiguracaoNoticiasDocument, DeputadosAtivosDocument, DestaquesOcupadosDocument, GabineteDoUsuarioDocument, GaleriasParaNoticiaDocument } from '../../gql/graphql';
import { CampoSelecao } from '../../kit/campos';
import { CampoTextoRico } from '../../kit/CampoTextoRico';
import type { PropsFormulario } from '../../kit/recurso';
import { avisos } from '../../shell/avisos';
import type { NoticiaDetalhe } from './documentos';
import { SituacaoNoticia } from './SituacaoNoticia';
import {
  aoMudarCategoria,
  CATEGORIAS,
  contador,
  ehUsuarioDeGabinete,
  fonteAoEscolherDeputado,
  fonteDoGabinete,
  limitesDoNivel,
  NIVEIS,
  ocupanteDoEspaco,
  slotAoMudarNivel,
  slotsDoNivel,
  validarImagem,
  type CategoriaNoticia,
  type DestaqueNivel,
  type ValoresNoticia,
} from './noticia.rules';

function Contador({ valor, limite }: { valor: string; limite: number | undefined }) {
  if (limite === undefined) return null;
  const c = contador(valor, limite);
  return (
    <Field.HelperText color={c.excedido ? 'fg.error' : 'fg.muted'} aria-live="polite">
      {c.texto}
    </Field.HelperText>
  );
}

function SeletorDeputado({ form }: Pick<PropsFormulario<NoticiaDetalhe, ValoresNoticia>, 'form'>) {
  const { data, loading } = useQuery(DeputadosAtivosDocument);
  const deputados = data?.deputados?.itens ?? [];
  return (
    <Field.Root>
      <Field.Label>Deputado</Field.Label>
      <Controller
        control={form.control}
        name="deputadoId"
        render={({ field }) => (
          <NativeSelect.Root disabled={loading}>
            <NativeSelect.Field
              name={field.name}
              ref={field.ref}
              value={field.value}
              onBlur={field.onBlur}
              onChange={(e) => {
                const id = e.currentTarget.value;
                field.onChange(id);
                const fonte = fonteAoEscolherDeputado(form.getValues('fonte'), deputados.find((d) => d.id === id));
                form.setValue('fonte', fonte, { shouldDirty: true });
              }}
            >
              <option value="">{loading ? 'Carregando...' : 'Nenhum'}</option>
              {deputados.map((d) => (
                <option key={d.id} value={d.id}>
                  {d.nome}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        )}
      />
      <Field.HelperText>Ao escolher um deputado, a fonte passa a ser o gabinete dele.</Field.HelperText>
    </Field.Root>
  );
}

/** The album by its title: a search box narrows the list (the last twenty albums without a term). */
function SeletorGaleria({ form }: Pick<PropsFormulario<NoticiaDetalhe, ValoresNoticia>, 'form'>) {
  const [termo, setTermo] = useState('');
  const { data, loading } = useQuery(GaleriasParaNoticiaDocument, { variables: { termo: termo.trim() || null } });
  const galerias = data?.galeriasParaNoticia ?? [];
  const atual = useWatch({ control: form.control, name: 'galeriaId' });
  return (
    <Stack gap="2">
      <Field.Root>
        <Field.Label>Buscar galeria pelo título</Field.Label>
        <Input type="search" value={termo} onChange={(e) => setTermo(e.currentTarget.value)} />
      </Field.Root>
      <Field.Root>
        <Field.Label>Galeria</Field.Label>
        <NativeSelect.Root disabled={loading}>
          <NativeSelect.Field {...form.register('galeriaId')}>
            <option value="">{loading ? 'Carregando...' : 'Nenhuma'}</option>
            {atual && !galerias.some((g) => g.id === atual) ? <option value={atual}>Galeria atual (nº {atual})</option> : null}
            {galerias.map((g) => (
              <option key={g.id} value={g.id}>
                {g.titulo}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
    </Stack>
  );
}

/** Cabinet users do not pick a deputy: their news are signed by their own cabinet's deputy. */
function DeputadoDoGabinete({ form }: Pick<PropsFormulario<NoticiaDetalhe, ValoresNoticia>, 'form'>) {
  const { data, loading } = useQuery(GabineteDoUsuarioDocument);
  const deputado = data?.lotacaoAtiva?.deputado;
  useEffect(() => {
    if (!deputado) return;
    form.setValue('deputadoId', deputado.id);
    if (!form.getValues('fonte').trim()) form.setValue('fonte', fonteDoGabinete(deputado.nome));
  }, [deputado, form]);
  return (
    <Field.Root>
      <Field.Label>Deputado</Field.Label>
      <Text>{loading ? 'Carregando...' : deputado ? deputado.nome : 'Sua lotação não está ligada a um deputado.'}</Text>
    </Field.Root>
  );
}

/**
 * A new item starts with the news settings (admin Configurações): the source, if still empty, and the category, if
 * not yet changed. Fields the editor already touched are left alone.
 */
function useConfiguracoesDaNoticia(form: PropsFormulario<NoticiaDetalhe, ValoresNoticia>['form'], ativo: boolean) {
  const configuracao = useQuery(ConfiguracaoNoticiasDocument, { skip: !ativo }).data?.configuracaoNoticias;
  useEffect(() => {
    if (!configuracao) return;
    if (!form.getFieldState('fonte').isDirty && !form.getValues('fonte').trim()) form.setValue('fonte', configuracao.fontePadrao);
    const categoria = CATEGORIAS.find((c) => c.valor === configuracao.categoriaPadrao)?.valor;
    if (!categoria || form.getFieldState('categoria').isDirty) return;
    const novos = aoMudarCategoria(form.getValues(), categoria);
    form.setValue('categoria', novos.categoria);
    form.setValue('destaqueNivel', novos.destaqueNivel);
    form.setValue('destaqueSlot', novos.destaqueSlot);
  }, [configuracao, form]);
}

export function NoticiaForm({ form, item }: PropsFormulario<NoticiaDetalhe, ValoresNoticia>) {
  const gabinete = ehUsuarioDeGabinete();
  const {
    register,
    control,
    setValue,
    getValues,
    formState: { errors },
  } = form;
  const [titulo, resumo, nivel, imagem, removerImagem] = useWatch({ control, name: ['titulo', 'resumo', 'destaqueNivel', 'imagem', 'removerImagem'] });
  const limites = limitesDoNivel(nivel, titulo ?? '');
  const slots = slotsDoNivel(nivel);
  const destaques = useQuery(DestaquesOcupadosDocument, { fetchPolicy: 'cache-and-network' }).data?.destaquesNoticias ?? [];
  const slotEscolhido = useWatch({ control, name: 'destaqueSlot' });
  const ocupanteAtual = ocupanteDoEspaco(destaques, nivel, slotEscolhido, item?.id);
  const arquivo = useRef<HTMLInputElement>(null);

  const mudarCategoria = (categoria: CategoriaNoticia) => {
    const novos = aoMudarCategoria(getValues(), categoria);
    setValue('categoria', novos.categoria, { shouldDirty: true });
    setValue('destaqueNivel', novos.destaqueNivel, { shouldDirty: true });
    setValue('destaqueSlot', novos.destaqueSlot, { shouldDirty: true });
  };
  useConfiguracoesDaNoticia(form, !gabinete && !item);

  return (
    <Stack gap="5">
      <SituacaoNoticia item={item} />
      <Field.Root required invalid={!!errors.titulo}>
        <Field.Label>
          Título <Field.RequiredIndicator />
        </Field.Label>
        <Input {...register('titulo', { required: true, validate: (v) => v.trim() !== '' })} />
        <Contador valor={titulo ?? ''} limite={limites.titulo} />
      </Field.Root>

      <Field.Root invalid={!!errors.resumo}>
        <Field.Label>Resumo</Field.Label>
        <Textarea rows={3} {...register('resumo')} />
        <Contador valor={resumo ?? ''} limite={limites.resumo} />
      </Field.Root>

      <CampoTextoRico control={control} name="conteudo" rotulo="Conteúdo" obrigatorio regras={{ validate: (v) => typeof v === 'string' && (v.replace(/<[^>]*>/g, '').trim() !== '' || /<img/i.test(v)) }} />

      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <CampoSelecao
          control={control}
          name="categoria"
          rotulo="Categoria"
          obrigatorio
          vazio={null}
          desabilitado={gabinete}
          opcoes={CATEGORIAS.filter((c) => !gabinete || c.valor === 'gabinete')}
          aoMudar={(valor) => mudarCategoria(valor as CategoriaNoticia)}
          ajuda={gabinete ? 'Notícias de gabinete são sempre da categoria Gabinete.' : undefined}
        />

        <Field.Root>
          <Field.Label>Fonte</Field.Label>
          <Input {...register('fonte')} />
        </Field.Root>

        <CampoSelecao
          control={control}
          name="destaqueNivel"
          rotulo="Destaque na página inicial"
          vazio="Sem destaque"
          opcoes={NIVEIS}
          aoMudar={(valor) => {
            const novo = valor as DestaqueNivel | '';
            setValue('destaqueNivel', novo, { shouldDirty: true });
            setValue('destaqueSlot', slotAoMudarNivel(novo, getValues('destaqueSlot')), { shouldDirty: true });
          }}
        />

        <CampoSelecao
          control={control}
          name="destaqueSlot"
          rotulo="Posição do destaque"
          obrigatorio={slots.length > 0}
          desabilitado={slots.length === 0}
          vazio={slots.length ? 'Selecione' : '—'}
          opcoes={slots.map((s) => {
            const ocupante = ocupanteDoEspaco(destaques, nivel, String(s), item?.id);
            return { valor: String(s), rotulo: ocupante ? `${s} — ocupado por “${ocupante.titulo}”` : `${s} — livre` };
          })}
          regras={{ validate: (v, todos) => !todos.destaqueNivel || slotsDoNivel(todos.destaqueNivel).includes(Number(v)) }}
          ajuda={ocupanteAtual ? `Ao publicar esta notícia, “${ocupanteAtual.titulo}” sai deste espaço do destaque.` : undefined}
        />
      </SimpleGrid>

      {nivel ? (
        <Field.Root>
          <Field.Label>Descrição do destaque</Field.Label>
          <Input {...register('destaqueDescricao')} />
        </Field.Root>
      ) : null}

      {gabinete ? (
        <DeputadoDoGabinete form={form} />
      ) : (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <SeletorDeputado form={form} />
          <SeletorGaleria form={form} />
        </SimpleGrid>
      )}

      <Field.Root>
        <Field.Label>Imagem</Field.Label>
        <Controller
          control={control}
          name="imagem"
          render={({ field }) => (
            <input
              ref={arquivo}
              type="file"
              accept=".jpg,.jpeg,.png,.gif,image/jpeg,image/png,image/gif"
              aria-label="Imagem da notícia"
              hidden
              onChange={(e) => {
                const escolhido = e.currentTarget.files?.[0];
                e.currentTarget.value = '';
                if (!escolhido) return;
                const erro = validarImagem(escolhido);
                if (erro) {
                  avisos.erro(erro);
                  return;
                }
                field.onChange(escolhido);
                setValue('removerImagem', false);
              }}
            />
          )}
        />
        <HStack gap="3" align="center" wrap="wrap">
          {item?.imagem && !imagem && !removerImagem ? <Image src={item.imagem.miniatura} alt="" maxH="20" borderRadius="sm" /> : null}
          <Text fontSize="sm" color="fg.muted">
            {imagem ? imagem.name : item?.imagem && !removerImagem ? item.imagem.nome : 'Nenhuma imagem'}
          </Text>
          <Button size="sm" variant="outline" onClick={() => arquivo.current?.click()}>
            {item?.imagem || imagem ? 'Trocar imagem' : 'Escolher imagem'}
          </Button>
          {imagem || (item?.imagem && !removerImagem) ? (
            <Button
              size="sm"
              variant="ghost"
              colorPalette="red"
              onClick={() => {
                setValue('imagem', null);
                setValue('removerImagem', !!item?.imagem);
              }}
            >
              Remover imagem
            </Button>
          ) : null}
        </HStack>
        <Field.HelperText>.jpg, .jpeg, .png ou .gif, até 3 MB.</Field.HelperText>
      </Field.Root>

      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <Field.Root invalid={!!errors.imagemAlt}>
          <Field.Label>Texto alternativo da imagem</Field.Label>
          <Input maxLength={255} {...register('imagemAlt', { maxLength: 255 })} />
          <Field.HelperText>O que a imagem mostra, para quem usa leitor de tela (ex.: "Deputados reunidos no plenário").</Field.HelperText>
        </Field.Root>
        <Field.Root invalid={!!errors.imagemLegenda}>
          <Field.Label>Legenda da imagem</Field.Label>
          <Input maxLength={255} {...register('imagemLegenda', { maxLength: 255 })} />
          <Field.HelperText>Aparece abaixo da foto na notícia (contexto e crédito, ex.: "Foto: Diretoria de Comunicação").</Field.HelperText>
        </Field.Root>
      </SimpleGrid>

      {item?.publicada ? (
        <Flex bg="bg.warning" color="fg.warning" p="3" borderRadius="md">
          <Text fontSize="sm">Esta notícia está publicada: ao salvar, ela volta para a revisão e precisa ser publicada de novo.</Text>
        </Flex>
      ) : null}
    </Stack>
  );
}
