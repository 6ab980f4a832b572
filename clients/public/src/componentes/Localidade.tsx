import { Box } from '@chakra-ui/react/box';
import { chakra } from '@chakra-ui/react';
import { useEffect, useState, type Ref } from 'react';
import { estiloDoCampo } from '../pages/cidadao/comum/Formulario';

interface Opcao {
  id: number;
  nome: string;
}

/** Os códigos do IBGE escolhidos, como os campos do formulário os levam ('' quando não escolhido). */
export interface Localidade {
  estadoId: string;
  municipioId: string;
}

export const LOCALIDADE_VAZIA: Localidade = { estadoId: '', municipioId: '' };

async function lista(caminho: string): Promise<Opcao[]> {
  const resposta = await fetch(caminho);
  return resposta.ok ? ((await resposta.json()) as Opcao[]) : [];
}

interface Props {
  erro?: string | null;
  /** Prefixo dos ids dos campos ("perfil-" dá perfil-estado e perfil-municipio); sem ele, estadoId e municipioId. */
  prefixo?: string;
  /** Com `aoMudar`, o formulário guarda a escolha (campos controlados); sem ele, os campos guardam a sua. */
  valor?: Localidade;
  aoMudar?: (localidade: Localidade) => void;
  /** O texto da opção vazia do estado. */
  semEstado?: string;
  /** Uma nota sob o município (o texto informado antes da lista, no perfil). */
  ajuda?: string | null;
  /** O campo do município, para o formulário levar o foco a ele quando há erro. */
  refMunicipio?: Ref<HTMLSelectElement>;
}

/**
 * Estado e município da lista oficial do IBGE (`/api/public/estados`), em vez de texto livre: os campos `estadoId`
 * e `municipioId` do formulário levam os códigos, e a lista de municípios recarrega quando o estado muda.
 * Carregados no navegador.
 */
export function CamposDeLocalidade(props: Props) {
  const [estados, setEstados] = useState<Opcao[]>([]);
  const [propria, setPropria] = useState<Localidade>(LOCALIDADE_VAZIA);
  const [municipios, setMunicipios] = useState<Opcao[]>([]);
  const atual = props.aoMudar ? (props.valor ?? LOCALIDADE_VAZIA) : propria;
  const mudar = props.aoMudar ?? setPropria;
  const estado = atual.estadoId;
  const idEstado = props.prefixo ? `${props.prefixo}estado` : 'estadoId';
  const idMunicipio = props.prefixo ? `${props.prefixo}municipio` : 'municipioId';
  const descricao = [props.ajuda ? `${idMunicipio}-ajuda` : null, props.erro ? `${idMunicipio}-erro` : null].filter(Boolean).join(' ');
  useEffect(() => {
    lista('/api/public/estados.json').then(setEstados, () => setEstados([]));
  }, []);
  useEffect(() => {
    setMunicipios([]);
    if (estado) lista(`/api/public/estados/${estado}/municipios.json`).then(setMunicipios, () => setMunicipios([]));
  }, [estado]);
  return (
    <>
      <Box>
        <chakra.label htmlFor={idEstado} display="block" fontWeight="semibold" mb="1.5">
          Estado
        </chakra.label>
        <chakra.select
          id={idEstado}
          name="estadoId"
          value={estado}
          onChange={(e) => mudar({ estadoId: e.currentTarget.value, municipioId: '' })}
          {...estiloDoCampo}
        >
          <option value="">{props.semEstado ?? 'Prefiro não informar'}</option>
          {estados.map((e) => (
            <option key={e.id} value={e.id}>
              {e.nome}
            </option>
          ))}
        </chakra.select>
      </Box>
      <Box>
        <chakra.label htmlFor={idMunicipio} display="block" fontWeight="semibold" mb="1.5">
          Município
        </chakra.label>
        <chakra.select
          id={idMunicipio}
          ref={props.refMunicipio}
          name="municipioId"
          value={atual.municipioId}
          onChange={(e) => mudar({ estadoId: estado, municipioId: e.currentTarget.value })}
          disabled={!municipios.length}
          aria-invalid={props.erro ? true : undefined}
          aria-describedby={descricao || undefined}
          {...estiloDoCampo}
        >
          <option value="">{estado ? 'Selecione' : 'Escolha antes o estado'}</option>
          {municipios.map((m) => (
            <option key={m.id} value={m.id}>
              {m.nome}
            </option>
          ))}
        </chakra.select>
        {props.ajuda ? (
          <chakra.p id={`${idMunicipio}-ajuda`} fontSize="sm" color="fg.muted" mt="1.5">
            {props.ajuda}
          </chakra.p>
        ) : null}
        {props.erro ? (
          <chakra.p id={`${idMunicipio}-erro`} color="fg.error" fontSize="sm" fontWeight="medium" mt="1.5">
            {props.erro}
          </chakra.p>
        ) : null}
      </Box>
    </>
  );
}
