import { Field, Input, Stack } from '@chakra-ui/react';
import { CampoArquivo, CampoSelecao, validarPdf } from '../../kit/campos';
import { anoCorrente, anosEntre, opcoesDeAnos } from '../../kit/lista';
import type { PropsFormulario } from '../../kit/recurso';
import type { Orcamento } from './documentos';

/** Anos aceitos (back-office §5, §9); o servidor confere de novo. */
export const ANOS = anosEntre(anoCorrente() - 12, anoCorrente() + 2);

export const TIPOS = [{ valor: 'loa', rotulo: 'Lei Orçamentária Anual' }, { valor: 'ldo', rotulo: 'Lei de Diretrizes Orçamentárias' }, { valor: 'qdd', rotulo: 'Quadro de Detalhamento da Despesa' }, { valor: 'ppa', rotulo: 'Plano Plurianual' }];

export interface ValoresOrcamento {
  ano: string;
  tipo: string;
  autorizadoComPessoal: string;
  descricao: string;
  arquivo: File | null;
}

export function valoresIniciaisOrcamento(item?: Orcamento): ValoresOrcamento {
  return { ano: item ? String(item.ano) : '', tipo: item?.tipo ?? '', autorizadoComPessoal: item?.autorizadoComPessoal ?? '', descricao: item?.descricao ?? '', arquivo: null };
}

/** O autorizado com pessoal é obrigatório, salvo no plano plurianual (docs/remuneracoes.md). */
export function validarOrcamento(v: ValoresOrcamento): string | undefined {
  return v.tipo !== 'ppa' && !v.autorizadoComPessoal.trim() ? 'Preencha todos os campos obrigatórios' : undefined;
}

export function paraDadosOrcamento(v: ValoresOrcamento): Record<string, unknown> {
  return { ano: Number(v.ano), tipo: v.tipo, autorizadoComPessoal: v.autorizadoComPessoal.trim() || null, descricao: v.descricao.trim() || null, ...(v.arquivo ? { arquivo: v.arquivo } : {}) };
}

export function OrcamentoForm({ form, item }: PropsFormulario<Orcamento, ValoresOrcamento>) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  return (
    <Stack gap="4" maxW="xl">
      <CampoSelecao control={control} name="ano" rotulo="Ano" opcoes={opcoesDeAnos(ANOS)} obrigatorio />
      <CampoSelecao control={control} name="tipo" rotulo="Tipo" opcoes={TIPOS} obrigatorio />
      <Field.Root invalid={!!errors.autorizadoComPessoal}>
        <Field.Label>
          Autorizado com pessoal (R$)
        </Field.Label>
        <Input inputMode="decimal" placeholder="1.234,56" {...register('autorizadoComPessoal', {})} />
      </Field.Root>
      <Field.Root invalid={!!errors.descricao}>
        <Field.Label>
          Descrição
        </Field.Label>
        <Input {...register('descricao', {})} />
      </Field.Root>
      <CampoArquivo control={control} name="arquivo" rotulo="Arquivo PDF" accept=".pdf,application/pdf" atual={item?.arquivo} ajuda="Somente .pdf." obrigatorio={true} validar={validarPdf} />
    </Stack>
  );
}
