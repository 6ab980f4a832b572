import { useQuery } from '@apollo/client/react';
import { Button, Checkbox, Field, HStack, Image, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useRef } from 'react';
import { Controller, useWatch, type Path } from 'react-hook-form';
import { CampoDataFormulario, CampoSelecao } from '../../kit/campos';
import { CampoTextoRico } from '../../kit/CampoTextoRico';
import { LinhasAninhadas } from '../../kit/LinhasAninhadas';
import type { PropsFormulario } from '../../kit/recurso';
import { avisos } from '../../shell/avisos';
import { validarImagem } from '../noticias/noticia.rules';
import { LIDERES, proximoAnoEmenda, validarDeputado, type ValoresDeputado } from './deputado.rules';
import { OpcoesDeputadoDocument, type DeputadoDetalhe } from './documentos';

type Props = PropsFormulario<DeputadoDetalhe, ValoresDeputado>;

/** A regra do formulário com as legislaturas e partidos do servidor (mesma consulta do formulário, em cache). */
export function useValidarDeputado() {
  const { data } = useQuery(OpcoesDeputadoDocument);
  return (valores: ValoresDeputado) => validarDeputado(valores, { legislaturas: data?.legislaturas?.itens ?? [], partidos: data?.partidos?.itens ?? [] });
}

export function DeputadoForm({ form, item }: Props) {
  const { register, control, setValue, getValues } = form;
  const { data } = useQuery(OpcoesDeputadoDocument);
  const partidos = (data?.partidos?.itens ?? []).map((p) => ({ valor: p.id, rotulo: p.sigla }));
  const legislaturas = (data?.legislaturas?.itens ?? []).map((l) => ({ valor: l.id, rotulo: `${l.descricao} (${l.anoInicio}–${l.anoFim})` }));
  const cargos = (data?.cargosMesaDiretora ?? []).map((c) => ({ valor: String(c.id), rotulo: c.nome }));
  const tipos = (data?.tiposAfastamento ?? []).map((t) => ({ valor: String(t.id), rotulo: t.nome }));
  const [mesaDiretora, foto, removerFoto] = useWatch({ control, name: ['mesaDiretora', 'foto', 'removerFoto'] });
  const arquivo = useRef<HTMLInputElement>(null);
  const erros = form.formState.errors;
  const campo = (prefixo: string, nome: string) => `${prefixo}.${nome}` as Path<ValoresDeputado>;

  return (
    <Stack gap="5">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <Field.Root required invalid={!!erros.nome}>
          <Field.Label>
            Nome parlamentar <Field.RequiredIndicator />
          </Field.Label>
          <Input {...register('nome', { required: true, validate: (v) => v.trim() !== '' })} />
        </Field.Root>
        <Field.Root required invalid={!!erros.nomeCompleto}>
          <Field.Label>
            Nome completo <Field.RequiredIndicator />
          </Field.Label>
          <Input {...register('nomeCompleto', { required: true, validate: (v) => v.trim() !== '' })} />
        </Field.Root>
        <CampoSelecao control={control} name="partidoId" rotulo="Partido atual" vazio="Sem partido" opcoes={partidos} />
        <Field.Root invalid={!!erros.gabinete}>
          <Field.Label>Gabinete</Field.Label>
          <Input inputMode="numeric" {...register('gabinete', { pattern: /^\d*$/ })} />
        </Field.Root>
        <Field.Root invalid={!!erros.email}>
          <Field.Label>E-mail</Field.Label>
          <Input type="email" {...register('email')} />
        </Field.Root>
        <Field.Root>
          <Field.Label>Telefone</Field.Label>
          <Input {...register('telefone')} />
        </Field.Root>
        <CampoSelecao control={control} name="lider" rotulo="Liderança" vazio={null} opcoes={LIDERES} />
        {mesaDiretora ? (
          <CampoSelecao control={control} name="cargo" rotulo="Cargo na Mesa Diretora" opcoes={cargos} />
        ) : null}
      </SimpleGrid>
      <HStack gap="6" wrap="wrap">
        <Controller
          control={control}
          name="ativo"
          render={({ field }) => (
            <Checkbox.Root checked={field.value} onCheckedChange={(e) => field.onChange(!!e.checked)}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>Em exercício</Checkbox.Label>
            </Checkbox.Root>
          )}
        />
        <Controller
          control={control}
          name="mesaDiretora"
          render={({ field }) => (
            <Checkbox.Root checked={field.value} onCheckedChange={(e) => field.onChange(!!e.checked)}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>Integra a Mesa Diretora</Checkbox.Label>
            </Checkbox.Root>
          )}
        />
      </HStack>

      <Field.Root>
        <Field.Label>Foto</Field.Label>
        <Controller
          control={control}
          name="foto"
          render={({ field }) => (
            <input
              ref={arquivo}
              type="file"
              accept=".jpg,.jpeg,.png,.gif,image/jpeg,image/png,image/gif"
              aria-label="Foto do deputado"
              hidden
              onChange={(e) => {
                const escolhido = e.currentTarget.files?.[0];
                e.currentTarget.value = '';
                if (!escolhido) return;
                const erro = validarImagem(escolhido);
                if (erro) return void avisos.erro(erro);
                field.onChange(escolhido);
                setValue('removerFoto', false);
              }}
            />
          )}
        />
        <HStack gap="3" wrap="wrap">
          {item?.fotoMiniatura && !foto && !removerFoto ? <Image src={item.fotoMiniatura} alt={`Foto de ${item.nome}`} maxH="20" borderRadius="sm" /> : null}
          <Text fontSize="sm" color="fg.muted">
            {foto ? foto.name : item?.fotoUrl && !removerFoto ? 'Foto atual' : 'Nenhuma foto'}
          </Text>
          <Button size="sm" variant="outline" onClick={() => arquivo.current?.click()}>
            {foto || item?.fotoUrl ? 'Trocar foto' : 'Escolher foto'}
          </Button>
          {foto || (item?.fotoUrl && !removerFoto) ? (
            <Button
              size="sm"
              variant="ghost"
              colorPalette="red"
              onClick={() => {
                setValue('foto', null);
                setValue('removerFoto', !!item?.fotoUrl);
              }}
            >
              Remover foto
            </Button>
          ) : null}
        </HStack>
        <Field.HelperText>.jpg, .jpeg, .png ou .gif, até 3 MB.</Field.HelperText>
      </Field.Root>

      <CampoTextoRico control={control} name="biografia" rotulo="Biografia" />

      <LinhasAninhadas
        form={form}
        nome="deputadoLegislaturas"
        titulo="Partidos por legislatura"
        rotuloAdicionar="Adicionar partido"
        vazio="Nenhuma legislatura."
        novaLinha={() => ({ legislaturaId: '', partidoId: '', dataInicio: '' })}
        linha={({ prefixo }) => (
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
            <CampoSelecao control={control} name={campo(prefixo, 'legislaturaId')} rotulo="Legislatura" opcoes={legislaturas} />
            <CampoSelecao control={control} name={campo(prefixo, 'partidoId')} rotulo="Partido" opcoes={partidos} />
            <CampoDataFormulario control={control} name={campo(prefixo, 'dataInicio')} rotulo="Início no partido" />
          </SimpleGrid>
        )}
      />

      <LinhasAninhadas
        form={form}
        nome="afastamentos"
        titulo="Afastamentos"
        rotuloAdicionar="Adicionar afastamento"
        vazio="Nenhum afastamento."
        novaLinha={() => ({ tipo: '', dataAfastamento: '', dataRetorno: '' })}
        linha={({ prefixo }) => (
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
            <CampoSelecao control={control} name={campo(prefixo, 'tipo')} rotulo="Tipo de afastamento" opcoes={tipos} />
            <CampoDataFormulario control={control} name={campo(prefixo, 'dataAfastamento')} rotulo="Data de afastamento" />
            <CampoDataFormulario control={control} name={campo(prefixo, 'dataRetorno')} rotulo="Data de retorno" />
          </SimpleGrid>
        )}
      />

      <LinhasAninhadas
        form={form}
        nome="deputadoAnoEmendas"
        titulo="Anos de emendas"
        rotuloAdicionar="Adicionar ano"
        vazio="Nenhum ano."
        novaLinha={() => proximoAnoEmenda(getValues('deputadoAnoEmendas'))}
        aoRecusar={(mensagem) => avisos.erro(mensagem)}
        linha={({ prefixo }) => (
          <HStack gap="4">
            <Field.Root maxW="40">
              <Field.Label>Ano</Field.Label>
              <Input inputMode="numeric" {...register(campo(prefixo, 'ano'), { pattern: /^\d{4}$/ })} />
            </Field.Root>
            <Controller
              control={control}
              name={campo(prefixo, 'ativo')}
              render={({ field }) => (
                <Checkbox.Root checked={!!field.value} onCheckedChange={(e) => field.onChange(!!e.checked)} mt="6">
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>Ativo</Checkbox.Label>
                </Checkbox.Root>
              )}
            />
          </HStack>
        )}
      />
    </Stack>
  );
}
