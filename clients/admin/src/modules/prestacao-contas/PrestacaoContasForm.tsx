import { Field, Input, Stack } from '@chakra-ui/react';
import { CampoArquivo, CampoSelecao, validarPdf } from '../../kit/campos';
import { anoCorrente, anosEntre, OPCOES_MESES, opcoesDeAnos } from '../../kit/lista';
import type { PropsFormulario } from '../../kit/recurso';
import type { PrestacaoContas } from './documentos';

/** Anos aceitos (back-office §5, §9); o servidor confere de novo. */
export const ANOS = anosEntre(anoCorrente() - 12, anoCorrente() + 2);

export const TIPOS = [{ valor: 'receita_presidencia', rotulo: 'Receita Presidência' }, { valor: 'receita_femal', rotulo: 'Receita FEMAL' }, { valor: 'ordem', rotulo: 'Ordem Cronológica' }, { valor: 'detalhamento', rotulo: 'Detalhamento da Execução' }];

export interface ValoresPrestacaoContas {
  ano: string;
  mes: string;
  tipoCadastro: string;
  descricao: string;
  arquivo: File | null;
}

export function valoresIniciaisPrestacaoContas(item?: PrestacaoContas): ValoresPrestacaoContas {
  return { ano: item ? String(item.ano) : '', mes: item?.mes ? String(item.mes) : '', tipoCadastro: item?.tipoCadastro ?? '', descricao: item?.descricao ?? '', arquivo: null };
}

export function paraDadosPrestacaoContas(v: ValoresPrestacaoContas): Record<string, unknown> {
  return { ano: Number(v.ano), mes: v.mes ? Number(v.mes) : null, tipoCadastro: v.tipoCadastro, descricao: v.descricao.trim() || null, ...(v.arquivo ? { arquivo: v.arquivo } : {}) };
}

export function PrestacaoContasForm({ form, item }: PropsFormulario<PrestacaoContas, ValoresPrestacaoContas>) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  return (
    <Stack gap="4" maxW="xl">
      <CampoSelecao control={control} name="ano" rotulo="Ano" opcoes={opcoesDeAnos(ANOS)} obrigatorio />
      <CampoSelecao control={control} name="mes" rotulo="Mês" opcoes={OPCOES_MESES} />
      <CampoSelecao control={control} name="tipoCadastro" rotulo="Tipo" opcoes={TIPOS} obrigatorio />
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
