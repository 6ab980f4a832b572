import { Box } from '@chakra-ui/react/box';
import { chakra } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { estiloDoCampo } from '../pages/cidadao/comum/Formulario';

interface Opcao {
  id: number;
  nome: string;
}

async function lista(caminho: string): Promise<Opcao[]> {
  const resposta = await fetch(caminho);
  return resposta.ok ? ((await resposta.json()) as Opcao[]) : [];
}

/**
 * Estado e município da lista oficial do IBGE (`/api/public/estados`), em vez de texto livre: os campos `estadoId`
 * e `municipioId` do formulário levam os códigos. Carregados no navegador (são opcionais onde aparecem).
 */
export function CamposDeLocalidade(props: { erro?: string }) {
  const [estados, setEstados] = useState<Opcao[]>([]);
  const [estado, setEstado] = useState('');
  const [municipios, setMunicipios] = useState<Opcao[]>([]);
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
        <chakra.label htmlFor="estadoId" display="block" fontWeight="semibold" mb="1.5">
          Estado
        </chakra.label>
        <chakra.select id="estadoId" name="estadoId" value={estado} onChange={(e) => setEstado(e.currentTarget.value)} {...estiloDoCampo}>
          <option value="">Prefiro não informar</option>
          {estados.map((e) => (
            <option key={e.id} value={e.id}>
              {e.nome}
            </option>
          ))}
        </chakra.select>
      </Box>
      <Box>
        <chakra.label htmlFor="municipioId" display="block" fontWeight="semibold" mb="1.5">
          Município
        </chakra.label>
        <chakra.select
          id="municipioId"
          name="municipioId"
          defaultValue=""
          key={estado}
          disabled={!municipios.length}
          aria-invalid={props.erro ? true : undefined}
          aria-describedby={props.erro ? 'municipioId-erro' : undefined}
          {...estiloDoCampo}
        >
          <option value="">{estado ? 'Selecione' : 'Escolha antes o estado'}</option>
          {municipios.map((m) => (
            <option key={m.id} value={m.id}>
              {m.nome}
            </option>
          ))}
        </chakra.select>
        {props.erro ? (
          <chakra.p id="municipioId-erro" color="fg.error" fontSize="sm" fontWeight="medium" mt="1.5">
            {props.erro}
          </chakra.p>
        ) : null}
      </Box>
    </>
  );
}
