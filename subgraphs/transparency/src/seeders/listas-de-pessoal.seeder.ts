import type { EntityManager, RequiredEntityData } from '@mikro-orm/core';
import { Seeder } from '@mikro-orm/seeder';
import { hojeEmBrasilia, somarDias, TIPOS_LICENCA } from '@alego/catalog';
import { Estagiario } from '../modules/estagiario/estagiario.entity.js';
import { aleatorio, LOTACOES, PRENOMES, SOBRENOMES } from '../modules/remuneracao/gerador.js';
import { ServidorLicenciado } from '../modules/servidor-licenciado/servidor-licenciado.entity.js';
import { ServidorTerceirizado } from '../modules/servidor-terceirizado/servidor-terceirizado.entity.js';

const CURSOS = ['Direito', 'Administração', 'Ciências Contábeis', 'Jornalismo', 'Sistemas de Informação', 'Ciência Política', 'Publicidade e Propaganda', 'Letras', 'Engenharia Civil'];
const INSTITUICOES = ['Universidade Estadual do Planalto', 'Faculdade Cerrado de Ciências Sociais', 'Centro Universitário Vale do Meia Ponte', 'Instituto Federal do Centro-Oeste'];
const CARGOS = ['Analista Legislativo', 'Assistente Legislativo', 'Técnico Legislativo', 'Assessor Parlamentar', 'Motorista Oficial', 'Policial Legislativo'];
/** Invented companies and the (invented) contract numbers of their services. */
const EMPRESAS: [string, string, string[]][] = [
  ['Limpa Cerrado Serviços Gerais Ltda.', '021', ['Auxiliar de limpeza', 'Encarregado de limpeza', 'Copeira']],
  ['Vigilância Planalto Segurança Ltda.', '034', ['Vigilante', 'Supervisor de vigilância']],
  ['Conecta Goiás Tecnologia S.A.', '047', ['Técnico de suporte', 'Analista de redes']],
  ['Recepção Total Serviços Ltda.', '052', ['Recepcionista', 'Telefonista']],
  ['Manutenção Predial Araguaia Ltda.', '063', ['Eletricista', 'Bombeiro hidráulico', 'Auxiliar de manutenção']],
];

/**
 * The personnel lists for the last two years and this one, at a state assembly's volumes: about 150 trainees a year,
 * some 90 licenses and absences a year, and a yearly list of about 400 outsourced workers. Invented names.
 */
export class ListasDePessoalSeeder extends Seeder {
  async run(em: EntityManager): Promise<void> {
    const sorte = aleatorio(1718);
    const escolher = <T>(lista: readonly T[]): T => lista[Math.floor(sorte() * lista.length)]!;
    const nome = () => `${escolher(PRENOMES)} ${escolher(SOBRENOMES)} ${escolher(SOBRENOMES)}`;
    const atual = Number(hojeEmBrasilia().slice(0, 4));
    const dia = (ano: number) => {
      const d = new Date(Date.UTC(ano, Math.floor(sorte() * 12), 1 + Math.floor(sorte() * 28)));
      return d.toISOString().slice(0, 10);
    };
    const estagiarios: RequiredEntityData<Estagiario>[] = [];
    const licencas: RequiredEntityData<ServidorLicenciado>[] = [];
    const terceirizados: RequiredEntityData<ServidorTerceirizado>[] = [];
    for (let ano = atual - 2; ano <= atual; ano++) {
      for (let i = 0; i < 150; i++) {
        const inicio = dia(ano);
        estagiarios.push({ ano, nome: nome(), curso: escolher(CURSOS), instituicao: escolher(INSTITUICOES), lotacao: escolher(LOTACOES), dataInicio: inicio, dataFim: somarDias(inicio, 365), bolsa: sorte() < 0.6 ? '1200.00' : '1650.00' });
      }
      for (let i = 0; i < 90; i++) {
        const inicio = dia(ano);
        const tipo = escolher(Object.keys(TIPOS_LICENCA));
        const dias = tipo === 'maternidade' ? 180 : tipo === 'paternidade' ? 20 : tipo === 'cessao' || tipo === 'disposicao' ? 365 : 15 + Math.floor(sorte() * 90);
        licencas.push({ ano, nome: nome(), matricula: String(100_000 + Math.floor(sorte() * 2_000)), cargo: escolher(CARGOS), lotacao: escolher(LOTACOES), tipoLicenca: tipo, dataInicio: inicio, dataFim: tipo === 'interesse_particular' && sorte() < 0.5 ? null : somarDias(inicio, dias) });
      }
      for (let i = 0; i < 400; i++) {
        const [empresa, contrato, funcoes] = escolher(EMPRESAS);
        terceirizados.push({ ano, nome: nome(), funcao: escolher(funcoes), empresa, contrato: `${contrato}/${ano - 1}`, lotacao: escolher(LOTACOES) });
      }
    }
    await em.insertMany(Estagiario, estagiarios);
    await em.insertMany(ServidorLicenciado, licencas);
    await em.insertMany(ServidorTerceirizado, terceirizados);
  }
}
