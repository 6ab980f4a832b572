import { Field, Input, Stack, Textarea } from '@chakra-ui/react';
import { CampoArquivo, CampoDataFormulario, CampoSelecao, validarPdf } from '../../kit/campos';
import { anoCorrente, anosEntre, opcoesDeAnos } from '../../kit/lista';
import type { PropsFormulario } from '../../kit/recurso';
import type { SancaoAdministrativa } from './documentos';

/** Anos aceitos (back-office §5, §9); o servidor confere de novo. */
export const ANOS = anosEntre(anoCorrente() - 12, anoCorrente());

export interface ValoresSancaoAdministrativa {
  ano: string;
  empresa: string;
  cnpj: string;
  sancao: string;
  processo: string;
  dataPublicacao: string;
  arquivo: File | null;
}

export function valoresIniciaisSancaoAdministrativa(item?: SancaoAdministrativa): ValoresSancaoAdministrativa {
  return { ano: item ? String(item.ano) : '', empresa: item?.empresa ?? '', cnpj: item?.cnpj ?? '', sancao: item?.sancao ?? '', processo: item?.processo ?? '', dataPublicacao: item?.dataPublicacao ?? '', arquivo: null };
}

export function paraDadosSancaoAdministrativa(v: ValoresSancaoAdministrativa): Record<string, unknown> {
  return { ano: Number(v.ano), empresa: v.empresa.trim(), cnpj: v.cnpj.trim() || null, sancao: v.sancao.trim(), processo: v.processo.trim() || null, dataPublicacao: v.dataPublicacao.trim() || null, ...(v.arquivo ? { arquivo: v.arquivo } : {}) };
}

export function SancaoAdministrativaForm({ form, item }: PropsFormulario<SancaoAdministrativa, ValoresSancaoAdministrativa>) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  return (
    <Stack gap="4" maxW="xl">
      <CampoSelecao control={control} name="ano" rotulo="Ano" opcoes={opcoesDeAnos(ANOS)} obrigatorio />
      <Field.Root required invalid={!!errors.empresa}>
        <Field.Label>
          Empresa <Field.RequiredIndicator />
        </Field.Label>
        <Input {...register('empresa', { required: true, validate: (t) => t.trim() !== '' })} />
      </Field.Root>
      <Field.Root invalid={!!errors.cnpj}>
        <Field.Label>
          CNPJ
        </Field.Label>
        <Input {...register('cnpj', {})} />
      </Field.Root>
      <Field.Root required invalid={!!errors.sancao}>
        <Field.Label>
          Sanção aplicada <Field.RequiredIndicator />
        </Field.Label>
        <Textarea {...register('sancao', { required: true, validate: (t) => t.trim() !== '' })} />
      </Field.Root>
      <Field.Root invalid={!!errors.processo}>
        <Field.Label>
          Processo
        </Field.Label>
        <Input {...register('processo', {})} />
      </Field.Root>
      <CampoDataFormulario control={control} name="dataPublicacao" rotulo="Data de publicação" />
      <CampoArquivo control={control} name="arquivo" rotulo="Arquivo PDF" accept=".pdf,application/pdf" atual={item?.arquivo} ajuda="Somente .pdf." obrigatorio={false} validar={validarPdf} />
    </Stack>
  );
}
