import { useQuery } from '@apollo/client/react';
import { Checkbox, Field, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Controller, useWatch, type Path } from 'react-hook-form';
import { CampoTextoRico } from '../../kit/CampoTextoRico';
import { LinhasAninhadas } from '../../kit/LinhasAninhadas';
import type { PropsFormulario } from '../../kit/recurso';
import { avisos } from '../../shell/avisos';
import { CampoDataFormulario, CampoSelecao, validarPdf } from '../../kit/campos';
import type { LinhaArquivo, ValoresComissao } from './comissao.rules';
import { OpcoesComissaoDocument, type ComissaoDetalhe } from './documentos';

type Opcao = { valor: string; rotulo: string };
const REMOCAO = 'Tem certeza de que deseja excluir este item? Esta ação não poderá ser desfeita.';

function Texto({ rotulo, ...campo }: { rotulo: string } & Omit<React.InputHTMLAttributes<HTMLInputElement>, 'size'>) {
  return (
    <Field.Root>
      <Field.Label>{rotulo}</Field.Label>
      <Input {...campo} />
    </Field.Root>
  );
}

export function ComissaoForm({ form, item }: PropsFormulario<ComissaoDetalhe, ValoresComissao>) {
  const { register, control } = form;
  const erros = form.formState.errors;
  const { data } = useQuery(OpcoesComissaoDocument);
  const opcoes = (lista: readonly { id: number; nome: string }[] | null | undefined): Opcao[] => (lista ?? []).map((o) => ({ valor: String(o.id), rotulo: o.nome }));
  // Os membros guardados entram nas opções mesmo fora de exercício (a consulta traz só os ativos).
  const deputados = [...(data?.deputados?.itens ?? []), ...(item?.deputadosComissao.map((m) => m.deputado) ?? [])]
    .filter((d, i, todos) => todos.findIndex((o) => o.id === d.id) === i)
    .map((d) => ({ valor: d.id, rotulo: `${d.nome}${d.partido ? ` (${d.partido.sigla})` : ''}` }));
  const arquivos = (useWatch({ control, name: 'arquivosComissao' }) ?? []) as LinhaArquivo[];
  const nomeDe = (prefixo: string, nome: string) => `${prefixo}.${nome}` as Path<ValoresComissao>;
  const campo = (prefixo: string, nome: string) => register(nomeDe(prefixo, nome));

  return (
    <Stack gap="5">
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <Field.Root required invalid={!!erros.nome} gridColumn={{ md: 'span 2' }}>
          <Field.Label>
            Nome <Field.RequiredIndicator />
          </Field.Label>
          <Input {...register('nome', { required: true, validate: (v) => v.trim() !== '' })} />
        </Field.Root>
        <Texto rotulo="Sigla" {...register('sigla')} />
        <CampoSelecao control={control} name="tipo" rotulo="Tipo" vazio={null} opcoes={opcoes(data?.tiposComissao)} />
        <Controller
          control={control}
          name="ativa"
          render={({ field }) => (
            <Checkbox.Root checked={field.value} onCheckedChange={(e) => field.onChange(!!e.checked)} mt="7">
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>Ativa</Checkbox.Label>
            </Checkbox.Root>
          )}
        />
      </SimpleGrid>
      <CampoTextoRico control={control} name="descricao" rotulo="Descrição" />

      <LinhasAninhadas
        form={form}
        nome="deputadosComissao"
        titulo="Deputados"
        rotuloAdicionar="Adicionar deputado"
        confirmarRemocao={REMOCAO}
        vazio="Nenhum deputado."
        novaLinha={() => ({ deputadoId: '', cargo: '3' })}
        linha={({ prefixo }) => (
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            <CampoSelecao control={control} name={nomeDe(prefixo, 'deputadoId')} rotulo="Deputado" opcoes={deputados} />
            <CampoSelecao control={control} name={nomeDe(prefixo, 'cargo')} rotulo="Cargo" opcoes={opcoes(data?.cargosComissao)} />
          </SimpleGrid>
        )}
      />

      <LinhasAninhadas
        form={form}
        nome="equipeTecnicaComissoes"
        titulo="Equipe técnica"
        rotuloAdicionar="Adicionar servidor"
        confirmarRemocao={REMOCAO}
        vazio="Nenhum servidor."
        novaLinha={() => ({ nome: '', funcao: '', email: '', telefone: '' })}
        linha={({ prefixo }) => (
          <SimpleGrid columns={{ base: 1, md: 4 }} gap="3">
            <Texto rotulo="Nome" {...campo(prefixo, 'nome')} />
            <Texto rotulo="Função" {...campo(prefixo, 'funcao')} />
            <Texto rotulo="E-mail" type="email" {...campo(prefixo, 'email')} />
            <Texto rotulo="Telefone" {...campo(prefixo, 'telefone')} />
          </SimpleGrid>
        )}
      />

      <LinhasAninhadas
        form={form}
        nome="trabalhosComissao"
        titulo="Trabalhos"
        rotuloAdicionar="Adicionar trabalho"
        confirmarRemocao={REMOCAO}
        vazio="Nenhum trabalho."
        novaLinha={() => ({ tipo: '', titulo: '', descricao: '', data: '', url: '' })}
        linha={({ prefixo }) => (
          <SimpleGrid columns={{ base: 1, md: 4 }} gap="3">
            <CampoSelecao control={control} name={nomeDe(prefixo, 'tipo')} rotulo="Tipo do trabalho" opcoes={opcoes(data?.tiposTrabalhoComissao)} />
            <Texto rotulo="Título" {...campo(prefixo, 'titulo')} />
            <CampoDataFormulario control={control} name={nomeDe(prefixo, 'data')} rotulo="Data" />
            <Texto rotulo="Endereço (URL)" type="url" {...campo(prefixo, 'url')} />
          </SimpleGrid>
        )}
      />

      <LinhasAninhadas
        form={form}
        nome="arquivosComissao"
        titulo="Arquivos"
        rotuloAdicionar="Adicionar arquivo"
        confirmarRemocao={REMOCAO}
        vazio="Nenhum arquivo."
        novaLinha={() => ({ tipo: '', titulo: '', data: '', arquivo: null, nomeGuardado: '' })}
        linha={({ indice, prefixo }) => (
          <SimpleGrid columns={{ base: 1, md: 4 }} gap="3">
            <CampoSelecao control={control} name={nomeDe(prefixo, 'tipo')} rotulo="Tipo do arquivo" opcoes={opcoes(data?.tiposArquivoComissao)} />
            <Texto rotulo="Título" {...campo(prefixo, 'titulo')} />
            <CampoDataFormulario control={control} name={nomeDe(prefixo, 'data')} rotulo="Data" />
            <Controller
              control={control}
              name={`${prefixo}.arquivo` as Path<ValoresComissao>}
              render={({ field }) => (
                <Field.Root>
                  <Field.Label>Arquivo</Field.Label>
                  <input
                    type="file"
                    accept=".pdf,application/pdf"
                    onChange={(e) => {
                      const escolhido = e.currentTarget.files?.[0];
                      if (!escolhido) return;
                      const erro = validarPdf(escolhido);
                      if (erro) {
                        e.currentTarget.value = '';
                        return void avisos.erro(erro);
                      }
                      field.onChange(escolhido);
                    }}
                  />
                  {arquivos[indice]?.nomeGuardado && !arquivos[indice]?.arquivo ? (
                    <Text fontSize="xs" color="fg.muted">
                      Atual: {arquivos[indice]?.nomeGuardado}
                    </Text>
                  ) : null}
                </Field.Root>
              )}
            />
          </SimpleGrid>
        )}
      />

      <LinhasAninhadas
        form={form}
        nome="linksComissao"
        titulo="Links"
        rotuloAdicionar="Adicionar link"
        confirmarRemocao={REMOCAO}
        vazio="Nenhum link."
        novaLinha={() => ({ categoria: '', titulo: '', url: '' })}
        linha={({ prefixo }) => (
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
            <CampoSelecao control={control} name={nomeDe(prefixo, 'categoria')} rotulo="Categoria" opcoes={opcoes(data?.categoriasLinkComissao)} />
            <Texto rotulo="Título" {...campo(prefixo, 'titulo')} />
            <Texto rotulo="Endereço (URL)" type="url" {...campo(prefixo, 'url')} />
          </SimpleGrid>
        )}
      />
    </Stack>
  );
}
