import type { EntityManager } from '@mikro-orm/core';
import { Seeder } from '@mikro-orm/seeder';
import { gerarCnpj } from '../lib/cnpj.js';
import { Contrato, type TipoContrato } from '../modules/contrato/contrato.entity.js';

/**
 * Invented suppliers (DESIGN.md: demo data never names a real company). The CNPJ roots are made up and
 * the check digits computed, so the numbers pass validation without pointing at anyone on purpose.
 */
const FORNECEDORES = {
  limpeza: ['Limpa Cerrado Serviços Gerais Ltda.', 41_827_356],
  vigilancia: ['Sentinela Goyaz Vigilância Patrimonial Ltda.', 27_604_913],
  manutencao: ['Construtora Ipê Amarelo Manutenção Predial Ltda.', 33_190_427],
  nuvem: ['Nuvem Araguaia Tecnologia da Informação S.A.', 18_452_069],
  combustivel: ['Auto Posto Buriti Sereno Combustíveis Ltda.', 52_318_740],
  climatizacao: ['Refrigeração Vale do Meia Ponte Ltda.', 29_775_180],
  elevadores: ['Elevadores Serra Azulada Manutenção Ltda.', 36_041_592],
  copa: ['Copa Ypê Alimentação Corporativa Ltda.', 44_903_265],
  grafica: ['Gráfica e Editora Pequizeiro Ltda.', 21_586_304],
  veiculos: ['Rio Vermelho Locação de Veículos Ltda.', 38_267_015],
  telefonia: ['Telemática Planalto Central Comunicações Ltda.', 47_120_836],
  jardinagem: ['Jardins do Cerrado Paisagismo Ltda.', 30_654_718],
  papelaria: ['Papelaria Três Veredas Comércio Ltda.', 25_398_461],
  brigada: ['Brigada Flamboyant Prevenção de Incêndios Ltda.', 49_031_257],
  audiovisual: ['Estúdio Vereda Produções Audiovisuais Ltda.', 34_712_690],
  pragas: ['Dedetizadora Lobo-Guará Controle de Pragas Ltda.', 40_285_173],
  capacitacao: ['Instituto Candeia de Capacitação Pública Ltda.', 22_964_308],
  moveis: ['Móveis Tocantins Sereno Indústria e Comércio Ltda.', 51_637_824],
  informatica: ['Jaraguá Digital Comércio de Equipamentos Ltda.', 26_815_479],
  agua: ['Águas da Chapada Azul Distribuidora Ltda.', 43_506_912],
  seguros: ['Protege Cerrado Corretora de Seguros Ltda.', 37_479_106],
  software: ['Sistemas Pirineus Desenvolvimento de Software Ltda.', 19_283_654],
  fundacao: ['Fundação Cerrado Vivo de Estudos Legislativos', 28_140_593],
  instituto: ['Instituto Educar para a Cidadania', 45_862_037],
} satisfies Record<string, [string, number]>;

type Fornecedor = keyof typeof FORNECEDORES;

/** [tipo, objeto, fornecedor, valor exato, data de assinatura, meses de vigência] */
const CONTRATOS: [TipoContrato, string, Fornecedor, string, string, number][] = [
  ['contrato', 'Prestação de serviços contínuos de limpeza, conservação e higienização das dependências da Assembleia, com fornecimento de materiais e equipamentos.', 'limpeza', '4812336.48', '2023-02-06', 30],
  ['contrato', 'Prestação de serviços de vigilância patrimonial armada e desarmada, diurna e noturna, no Palácio Maguito Vilela e anexos.', 'vigilancia', '3967204.80', '2023-03-14', 36],
  ['contrato', 'Manutenção predial preventiva e corretiva, com fornecimento de peças, nas instalações elétricas, hidrossanitárias e civis.', 'manutencao', '1245890.00', '2023-04-03', 24],
  ['ata_registro_preco', 'Registro de preços para aquisição eventual de material de expediente (papel A4, envelopes, canetas e pastas).', 'papelaria', '187432.15', '2023-05-22', 12],
  ['contrato', 'Fornecimento de combustível (gasolina comum, etanol e diesel S10) por meio de cartão magnético para a frota oficial.', 'combustivel', '486000.00', '2023-06-12', 12],
  ['convenio', 'Cooperação técnica para realização de cursos de formação em processo legislativo para servidores e assessores parlamentares.', 'fundacao', '350000.00', '2023-07-03', 24],
  ['contrato', 'Manutenção preventiva e corretiva do sistema de climatização central (chillers, fan-coils e splits).', 'climatizacao', '612778.92', '2023-08-21', 24],
  ['outra_contratacao', 'Dispensa de licitação para serviço de controle integrado de pragas urbanas (dedetização e desratização).', 'pragas', '38950.00', '2023-09-18', 12],
  ['contrato', 'Manutenção de quatro elevadores e duas plataformas de acessibilidade, com reposição de peças.', 'elevadores', '298440.00', '2023-10-09', 36],
  ['ata_registro_preco', 'Registro de preços para aquisição de mobiliário corporativo (cadeiras, mesas e armários) para os gabinetes.', 'moveis', '932615.70', '2023-11-27', 12],
  ['contrato', 'Serviços de copa e fornecimento de café, água e lanches para as sessões plenárias e reuniões de comissões.', 'copa', '524310.36', '2024-01-15', 30],
  ['contrato', 'Impressão e encadernação do Diário da Assembleia, de publicações institucionais e de material gráfico de comunicação.', 'grafica', '276590.40', '2024-02-19', 12],
  ['contrato', 'Locação de veículos sem motorista para atividades administrativas e apoio às comissões no interior do Estado.', 'veiculos', '1398720.00', '2024-03-11', 48],
  ['contrato', 'Serviço de telefonia fixa e links dedicados de internet com redundância para o prédio-sede.', 'telefonia', '744865.20', '2024-04-08', 30],
  ['outra_contratacao', 'Inexigibilidade para inscrição de servidores em curso de gestão de contratos conforme a Lei nº 14.133/2021.', 'capacitacao', '15600.00', '2024-04-29', 3],
  ['contrato', 'Serviços de jardinagem, poda e manutenção das áreas verdes externas e internas.', 'jardinagem', '189300.00', '2024-05-20', 24],
  ['ata_registro_preco', 'Registro de preços para aquisição de computadores, monitores e notebooks para renovação do parque tecnológico.', 'informatica', '2318750.00', '2024-06-17', 12],
  ['contrato', 'Brigada de prevenção e combate a incêndio e primeiros socorros, em regime de plantão 24 horas.', 'brigada', '867240.00', '2024-07-22', 30],
  ['contrato', 'Produção, captação e transmissão audiovisual das sessões plenárias para a TV Assembleia e redes sociais.', 'audiovisual', '1584000.00', '2024-08-12', 36],
  ['convenio', 'Cooperação para o programa Parlamento Jovem, com oficinas de cidadania em escolas públicas estaduais.', 'instituto', '120000.00', '2024-09-02', 18],
  ['contrato', 'Seguro total da frota oficial, com cobertura contra terceiros e assistência 24 horas.', 'seguros', '94327.58', '2024-10-14', 12],
  ['contrato', 'Serviços de computação em nuvem, armazenamento de dados e cópias de segurança dos sistemas legislativos.', 'nuvem', '2967418.44', '2024-11-25', 60],
  ['ata_registro_preco', 'Registro de preços para fornecimento de água mineral em garrafões de 20 litros e copos de 200 ml.', 'agua', '64870.10', '2025-01-20', 12],
  ['contrato', 'Fornecimento de combustível (gasolina comum, etanol e diesel S10) por meio de cartão magnético para a frota oficial.', 'combustivel', '512400.00', '2025-02-10', 24],
  ['contrato', 'Licenciamento, implantação e suporte de sistema de processo legislativo eletrônico com assinatura digital.', 'software', '1876500.00', '2025-03-17', 48],
  ['contrato', 'Prestação de serviços contínuos de limpeza, conservação e higienização das dependências da Assembleia, com fornecimento de materiais e equipamentos.', 'limpeza', '5237918.64', '2025-04-07', 60],
  ['outra_contratacao', 'Dispensa de licitação para reparo emergencial da cobertura do Plenário após temporal.', 'manutencao', '78645.33', '2025-05-05', 4],
  ['contrato', 'Manutenção predial preventiva e corretiva, com fornecimento de peças, nas instalações elétricas, hidrossanitárias e civis.', 'manutencao', '1389264.91', '2025-06-23', 36],
  ['ata_registro_preco', 'Registro de preços para aquisição de licenças de software de escritório e de segurança da informação.', 'nuvem', '845200.00', '2025-08-04', 12],
  ['convenio', 'Cooperação técnica para digitalização e preservação do acervo histórico de leis e atas plenárias.', 'fundacao', '410000.00', '2025-10-13', 36],
];

/** "2025-03-01" plus n months, minus one day: a 12-month term starting 1 March ends on 28 February. */
function fimDaVigencia(inicio: string, meses: number): string {
  const [ano, mes, dia] = inicio.split('-').map(Number) as [number, number, number];
  const fim = new Date(Date.UTC(ano, mes - 1 + meses, dia - 1));
  return fim.toISOString().slice(0, 10);
}

export class TransparencySeeder extends Seeder {
  async run(em: EntityManager): Promise<void> {
    const sequencia = new Map<string, number>();
    for (const [tipo, objeto, fornecedor, valor, dataAssinatura, meses] of CONTRATOS) {
      const ano = Number(dataAssinatura.slice(0, 4));
      const chave = `${tipo}/${ano}`;
      const ordem = (sequencia.get(chave) ?? 0) + 1;
      sequencia.set(chave, ordem);
      const [razaoSocial, raiz] = FORNECEDORES[fornecedor];
      em.create(Contrato, {
        numero: `${String(ordem).padStart(3, '0')}/${ano}`,
        ano,
        objeto,
        fornecedor: razaoSocial,
        cnpj: gerarCnpj(raiz),
        tipo,
        valor,
        dataAssinatura,
        vigenciaInicio: dataAssinatura,
        vigenciaFim: fimDaVigencia(dataAssinatura, meses),
      });
    }
  }
}
