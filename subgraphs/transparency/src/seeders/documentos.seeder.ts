import { hojeEmBrasilia } from '@alego/catalog';
import type { EntityManager, RequiredEntityData } from '@mikro-orm/core';
import { Seeder } from '@mikro-orm/seeder';
import { Balanco } from '../modules/balanco/balanco.entity.js';
import { Concurso } from '../modules/concurso/concurso.entity.js';
import { DocumentoCompliance } from '../modules/documento-compliance/documento-compliance.entity.js';
import { ExecucaoOrcamentaria } from '../modules/execucao-orcamentaria/execucao-orcamentaria.entity.js';
import { PlanoContratacoes } from '../modules/plano-contratacoes/plano-contratacoes.entity.js';
import { RelatorioGestao } from '../modules/relatorio-gestao/relatorio-gestao.entity.js';
import { Obra } from '../modules/obra/obra.entity.js';
import { mesesAte } from '../modules/remuneracao/gerador.js';

/**
 * The published reports of the last years, as an assembly publishes them: a procurement plan, three balance sheets
 * and a management report a year, a budget execution report per closed month, a few contests and the integrity
 * programme's documents, and five works with their payments. Invented titles and companies, no PDFs.
 */
export class DocumentosSeeder extends Seeder {
  async run(em: EntityManager): Promise<void> {
    const [ano, mes] = hojeEmBrasilia().split('-').map(Number) as [number, number];
    const anos = Array.from({ length: 6 }, (_, i) => ano - i);
    await em.insertMany(PlanoContratacoes, anos.map((a): RequiredEntityData<PlanoContratacoes> => ({ ano: a, titulo: `Plano anual de contratações ${a}`, descricao: 'Aquisições e contratações previstas para o exercício, por unidade demandante.' })));
    const fechados = anos.slice(1);
    await em.insertMany(
      Balanco,
      fechados.flatMap((a) => ['orçamentário', 'financeiro', 'patrimonial'].map((tipo): RequiredEntityData<Balanco> => ({ ano: a, titulo: `Balanço ${tipo} de ${a}`, descricao: `Demonstração do balanço ${tipo} do exercício de ${a}.` }))),
    );
    await em.insertMany(RelatorioGestao, fechados.map((a): RequiredEntityData<RelatorioGestao> => ({ ano: a, titulo: `Relatório de gestão ${a}`, descricao: 'Metas, resultados e prestação de contas anual ao Tribunal de Contas do Estado.' })));
    const anterior = mes === 1 ? { ano: ano - 1, mes: 12 } : { ano, mes: mes - 1 };
    await em.insertMany(
      ExecucaoOrcamentaria,
      mesesAte(anterior.ano, anterior.mes, 36).map((p): RequiredEntityData<ExecucaoOrcamentaria> => ({ ...p, descricao: `Execução orçamentária acumulada até ${String(p.mes).padStart(2, '0')}/${p.ano}` })),
    );
    await em.insertMany(Concurso, [
      { ano: ano - 5, titulo: `Concurso público para analista e técnico legislativo (edital 01/${ano - 5})`, situacao: 'homologado', vagas: 120, descricao: 'Cargos de nível superior e médio; validade prorrogada por dois anos.' },
      { ano: ano - 3, titulo: `Concurso público para policial legislativo (edital 01/${ano - 3})`, situacao: 'encerrado', vagas: 40, descricao: 'Prova objetiva, teste físico e curso de formação.' },
      { ano: ano - 1, titulo: `Processo seletivo de estagiários (edital 02/${ano - 1})`, situacao: 'em_andamento', vagas: 0, descricao: 'Cadastro de reserva para estágio de nível superior.' },
      { ano, titulo: `Concurso público para procurador (edital 01/${ano})`, situacao: 'inscricoes_abertas', vagas: 6, descricao: 'Inscrições pela internet; prova objetiva e discursiva.' },
    ]);
    await em.insertMany(Obra, [
      { ano: ano - 4, objeto: 'Construção do anexo administrativo da sede', local: 'Sede da Assembleia, Park Lozandes', empresa: 'Construtora Serra Dourada Ltda.', contrato: `031/${ano - 4}`, situacao: 'concluida', valorContratado: '18450320.55', valorPago: '18450320.55', percentualExecutado: 100, dataInicio: `${ano - 4}-03-02`, previsaoTermino: `${ano - 2}-06-30` },
      { ano: ano - 2, objeto: 'Reforma do plenário e do sistema de votação eletrônica', local: 'Plenário Getulino Artiaga', empresa: 'Engenharia Planalto Central S.A.', contrato: `014/${ano - 2}`, situacao: 'em_execucao', valorContratado: '6230115.00', valorPago: '4120550.40', percentualExecutado: 68, dataInicio: `${ano - 2}-08-01`, previsaoTermino: `${ano}-12-20` },
      { ano: ano - 1, objeto: 'Usina solar fotovoltaica no estacionamento', local: 'Estacionamento da sede', empresa: 'Sol do Cerrado Energia Ltda.', contrato: `022/${ano - 1}`, situacao: 'em_execucao', valorContratado: '3980000.00', valorPago: '1194000.00', percentualExecutado: 30, dataInicio: `${ano - 1}-10-15`, previsaoTermino: `${ano + 1}-04-30` },
      { ano: ano - 1, objeto: 'Acessibilidade das galerias e dos banheiros', local: 'Prédio principal', empresa: 'Construtora Serra Dourada Ltda.', contrato: `027/${ano - 1}`, situacao: 'paralisada', valorContratado: '1250400.90', valorPago: '310200.00', percentualExecutado: 25, dataInicio: `${ano - 1}-05-10`, previsaoTermino: null },
      { ano, objeto: 'Reforma da fachada e da cobertura', local: 'Prédio principal', empresa: 'A definir', contrato: 'A definir', situacao: 'em_licitacao', valorContratado: '0.00', valorPago: '0.00', percentualExecutado: 0, dataInicio: null, previsaoTermino: null },
    ]);
    await em.insertMany(DocumentoCompliance, [
      { ano: ano - 4, tipo: 'programa', titulo: 'Programa de integridade da Assembleia', descricao: 'Instituído por resolução da Mesa Diretora.' },
      { ano: ano - 4, tipo: 'codigo_conduta', titulo: 'Código de ética e conduta dos servidores', descricao: null },
      { ano: ano - 2, tipo: 'plano_riscos', titulo: 'Plano de gestão de riscos', descricao: 'Matriz de riscos das contratações e da folha de pagamento.' },
      ...fechados.slice(0, 3).map((a): RequiredEntityData<DocumentoCompliance> => ({ ano: a, tipo: 'relatorio', titulo: `Relatório de monitoramento da integridade ${a}`, descricao: null })),
      { ano, tipo: 'canal_denuncias', titulo: 'Canal de denúncias: como funciona', descricao: 'Sigilo do denunciante e prazos de resposta.' },
    ]);
  }
}
