/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type AbastecimentoFiltro = {
  ano?: number | null | undefined;
  /** Combustível: gasolina, etanol, diesel. */
  combustivel?: string | null | undefined;
  mes?: number | null | undefined;
  placa?: string | null | undefined;
  /** Busca em: placa, posto. */
  termo?: string | null | undefined;
};

export type AbastecimentoInput = {
  /** De 2013 ao ano atual. */
  ano: number;
  /** A nota fiscal em PDF (opcional). */
  arquivo?: File | null | undefined;
  /** Combustível: gasolina, etanol, diesel. */
  combustivel: string;
  /** AAAA-MM-DD, no ano e no mês informados. */
  data: string;
  /** Litros abastecidos, arredondados. */
  litros: number;
  /** De 1 a 12: o mês da data. */
  mes: number;
  placa: string;
  posto: string;
  /** Valor pago: "1234.56" ou "1.234,56". */
  valor: string;
};

export type AeronaveFiltro = {
  ano?: number | null | undefined;
  mes?: number | null | undefined;
  /** Busca em: prefixo, modelo, descrição. */
  termo?: string | null | undefined;
};

export type AeronaveInput = {
  /** De 2015 ao ano atual. */
  ano: number;
  /** PDF enviado por multipart; obrigatório ao criar. */
  arquivo?: File | null | undefined;
  descricao?: string | null | undefined;
  /** De 1 a 12. */
  mes: number;
  modelo: string;
  prefixo: string;
};

/** Linha aninhada: com `id` altera, com `_destroy` exclui, sem `id` cria. */
export type AfastamentoInput = {
  /** Linha guardada a excluir; numa linha nova, ela é descartada. */
  _destroy?: boolean | null | undefined;
  /** AAAA-MM-DD. */
  dataAfastamento?: string | null | undefined;
  /** AAAA-MM-DD. */
  dataRetorno?: string | null | undefined;
  id?: string | number | null | undefined;
  /** Tipo (tiposAfastamento). */
  tipo?: number | null | undefined;
};

export type AgendaAdminFiltro = {
  /** Dia (AAAA-MM-DD). */
  data?: string | null | undefined;
  /** Aba: revisao ou publicacao. */
  situacao?: SituacaoAgenda | null | undefined;
  /** Parte do título, do local, do envolvido ou da pauta de um evento. */
  termo?: string | null | undefined;
  tipo?: TipoAgenda | null | undefined;
};

export type AgendaInput = {
  /** Eventos (linhas aninhadas: id e _destroy). */
  agendaItens?: Array<AgendaItemInput> | null | undefined;
  /** Dia (AAAA-MM-DD). */
  data: string;
  tipo: TipoAgenda;
};

export type AgendaItemInput = {
  /** Evento guardado a excluir; num evento novo, ele é descartado. */
  _destroy?: boolean | null | undefined;
  envolvido?: string | null | undefined;
  /** HH:mm. */
  horario?: string | null | undefined;
  /** Evento guardado a alterar; sem ele, um evento novo. */
  id?: string | number | null | undefined;
  local?: string | null | undefined;
  /** Pauta em HTML (editor de texto rico). */
  pauta?: string | null | undefined;
  tipoEnvolvido?: TipoEnvolvido | null | undefined;
  titulo?: string | null | undefined;
};

export type ArquivoComissaoInput = {
  /** Linha guardada a excluir; numa linha nova, ela é descartada. */
  _destroy?: boolean | null | undefined;
  /** Obrigatório numa linha nova; numa guardada, troca o arquivo. */
  arquivo?: File | null | undefined;
  /** AAAA-MM-DD. */
  data?: string | null | undefined;
  id?: string | number | null | undefined;
  tipo?: number | null | undefined;
  titulo?: string | null | undefined;
};

export type ArquivoDoPortalFiltro = {
  /** Busca no título. */
  termo?: string | null | undefined;
};

export type ArquivoDoPortalInput = {
  /** PDF, imagem ou documento enviado por multipart; obrigatório ao criar. */
  arquivo?: File | null | undefined;
  /** true ou false (também 1 ou 0); sem ele, num registro novo, true. */
  ativo?: string | null | undefined;
  /** Em branco, o nome do arquivo. */
  titulo?: string | null | undefined;
};

export type ArquivoLinkFiltro = {
  ano?: number | null | undefined;
  /** Busca em: título, descrição. */
  termo?: string | null | undefined;
  /** Tipo: carta_servicos, planejamento, ouvidoria, controle_interno, dados_abertos, link_externo. */
  tipo?: string | null | undefined;
};

export type ArquivoLinkInput = {
  /** De 2000 ao ano atual + 1. */
  ano: number;
  /** O documento em PDF; sem ele, informe o endereço. */
  arquivo?: File | null | undefined;
  descricao?: string | null | undefined;
  link?: string | null | undefined;
  /** Tipo: carta_servicos, planejamento, ouvidoria, controle_interno, dados_abertos, link_externo. */
  tipo: string;
  titulo: string;
};

export type AtaPlenariaFiltro = {
  ano?: number | null | undefined;
  mes?: number | null | undefined;
  /** Busca na descrição. */
  termo?: string | null | undefined;
  /** Tipo da sessão: ordinaria, extraordinaria, solene, especial. */
  tipoSessao?: string | null | undefined;
};

export type AtaPlenariaInput = {
  /** De 2000 ao ano atual. */
  ano: number;
  /** PDF enviado por multipart; obrigatório ao criar. */
  arquivo?: File | null | undefined;
  /** Data da sessão registrada (AAAA-MM-DD), no ano e no mês informados. */
  data: string;
  descricao?: string | null | undefined;
  /** De 1 a 12: o mês da data. */
  mes: number;
  /** Número da sessão no ano legislativo. */
  numero: number;
  /** Tipo da sessão: ordinaria, extraordinaria, solene, especial. */
  tipoSessao: string;
};

export type AuditoriaFiltro = {
  /** Até este instante. */
  ate?: string | null | undefined;
  /** A partir deste instante. */
  desde?: string | null | undefined;
  /** Entidade, ex.: Noticia. */
  entidade?: string | null | undefined;
  /** Operação, ex.: criarNoticia ou entrar. */
  operacao?: string | null | undefined;
  usuarioId?: string | number | null | undefined;
};

export type AvisoLicitacaoArquivosItem = {
  /** Um PDF novo, enviado por multipart. */
  arquivo?: File | null | undefined;
  /** Chave de um arquivo já guardado no registro, que fica. */
  chave?: string | null | undefined;
};

export type AvisoLicitacaoFiltro = {
  /** Ano de publicação. */
  ano?: number | null | undefined;
  /** Publicados até esta data, inclusive (AAAA-MM-DD). */
  dataFim?: string | null | undefined;
  /** Publicados a partir desta data (AAAA-MM-DD). */
  dataInicio?: string | null | undefined;
  editalId?: string | number | null | undefined;
  /** Busca no título e no texto. */
  termo?: string | null | undefined;
};

export type AvisoLicitacaoInput = {
  /** O aviso publicado e os seus anexos, em ordem; cada um enviado por multipart ou mantido pela chave. A lista inteira, na ordem; sem ela, os arquivos guardados não mudam. */
  arquivos?: Array<AvisoLicitacaoArquivosItem> | null | undefined;
  /** Texto simples, parágrafos separados por linha em branco. */
  conteudo: string;
  /** AAAA-MM-DD. */
  dataPublicacao: string;
  /** Edital a que o aviso se refere (vazio: aviso avulso). */
  editalId?: string | number | null | undefined;
  titulo: string;
};

export type BalancoFiltro = {
  ano?: number | null | undefined;
  /** Busca em: título, descrição. */
  termo?: string | null | undefined;
};

export type BalancoInput = {
  /** De 2000 ao ano atual. */
  ano: number;
  /** PDF enviado por multipart; obrigatório ao criar. */
  arquivo?: File | null | undefined;
  descricao?: string | null | undefined;
  titulo: string;
};

export type BannerFiltro = {
  /** Parte do título ou do endereço. */
  termo?: string | null | undefined;
  tipo?: TipoBanner | null | undefined;
};

export type BannerInput = {
  /** AAAA-MM-DD. */
  exibirAte?: string | null | undefined;
  /** Imagem 2:1 de ao menos 300 × 150 pixels (jpg, png ou gif até 3 MB); obrigatória ao criar. */
  imagem?: File | null | undefined;
  tipo: TipoBanner;
  titulo: string;
  url?: string | null | undefined;
};

export type CategoriaLinkFiltro = {
  /** Parte do nome. */
  termo?: string | null | undefined;
};

export type CategoriaLinkInput = {
  nome: string;
  ordem?: number;
};

/** Categoria editorial da notícia. */
export type CategoriaNoticia =
  | 'assembleia'
  | 'discurso'
  | 'especiais'
  | 'gabinete';

export type CategoriaPerguntaFrequenteFiltro = {
  /** Parte do nome. */
  termo?: string | null | undefined;
};

export type CategoriaPerguntaFrequenteInput = {
  nome: string;
  /** Sem ela, num registro novo, a próxima posição livre. */
  ordem?: number | null | undefined;
};

export type ComissaoFiltro = {
  ativa?: boolean | null | undefined;
  /** Busca no nome ou na sigla. */
  termo?: string | null | undefined;
  /** Tipo de comissão. */
  tipo?: number | null | undefined;
};

export type ComissaoInput = {
  arquivosComissao?: Array<ArquivoComissaoInput> | null | undefined;
  ativa?: boolean;
  deputadosComissao?: Array<DeputadoComissaoInput> | null | undefined;
  descricao?: string | null | undefined;
  equipeTecnicaComissoes?: Array<EquipeTecnicaComissaoInput> | null | undefined;
  linksComissao?: Array<LinkComissaoInput> | null | undefined;
  nome: string;
  sigla?: string | null | undefined;
  tipo?: number;
  trabalhosComissao?: Array<TrabalhoComissaoInput> | null | undefined;
};

export type ConcursoFiltro = {
  ano?: number | null | undefined;
  /** Situação: previsto, inscricoes_abertas, em_andamento, homologado, encerrado. */
  situacao?: string | null | undefined;
  /** Busca em: título, descrição. */
  termo?: string | null | undefined;
};

export type ConcursoInput = {
  /** De 2000 ao ano atual + 1. */
  ano: number;
  /** O edital em PDF, enviado por multipart; obrigatório ao criar. */
  arquivo?: File | null | undefined;
  descricao?: string | null | undefined;
  /** Situação: previsto, inscricoes_abertas, em_andamento, homologado, encerrado. */
  situacao: string;
  titulo: string;
  /** Vagas oferecidas (0 para cadastro de reserva). */
  vagas: number;
};

export type ConfiguracaoFiltro = {
  /** Uma área. */
  area?: string | null | undefined;
};

export type ConfiguracaoInput = {
  /** Área: noticias. */
  area: string;
  /** assembleia, especiais ou discurso. */
  categoriaPadrao: string;
  fontePadrao: string;
};

export type ContatoFiltro = {
  /** Busca em: nome, responsável, e-mail. */
  termo?: string | null | undefined;
  /** departamento ou gabinete. */
  tipo?: string | null | undefined;
};

export type ContatoInput = {
  email?: string | null | undefined;
  localizacao?: string | null | undefined;
  nome: string;
  /** Posição dentro do tipo (menor primeiro); sem ela, 0 num registro novo. */
  ordem?: number | null | undefined;
  responsavel?: string | null | undefined;
  /** Telefones e faxes: os não mencionados ficam como estão; sem a lista, nenhum muda. */
  telefonesLotacao?: Array<ContatoTelefonesLotacaoLinha> | null | undefined;
  /** departamento (um setor) ou gabinete (o gabinete de um deputado). */
  tipo: string;
};

/** Um telefone do formulário: guardado (com id), novo (sem id) ou retirado (`_destroy`). */
export type ContatoTelefonesLotacaoLinha = {
  /** true tira a linha guardada. */
  _destroy?: boolean | null | undefined;
  /** Id da linha guardada; vazio numa linha nova. */
  id?: string | number | null | undefined;
  /** O número; só algarismos, ponto e hífen são guardados. */
  numero?: string | null | undefined;
  /** telefone ou fax. */
  tipoCd?: string | null | undefined;
};

export type ContratoFiltro = {
  ano?: number | null | undefined;
  /** Assinados até esta data, inclusive (AAAA-MM-DD). */
  dataFim?: string | null | undefined;
  /** Assinados a partir desta data (AAAA-MM-DD). */
  dataInicio?: string | null | undefined;
  /** Busca no objeto, no fornecedor, no número e no CNPJ. */
  termo?: string | null | undefined;
  /** Tipo: contrato, convenio, ata_registro_preco ou outra_contratacao. */
  tipo?: string | null | undefined;
  /** Tipo de contratação (veja `tiposContratacao`). */
  tipoContratacaoId?: string | number | null | undefined;
  /** Em vigência hoje (true) ou fora dela (false). */
  vigente?: boolean | null | undefined;
};

export type ContratoInput = {
  /** Ano do instrumento, de 1990 ao ano atual + 1. */
  ano: number;
  /** Com ou sem pontuação: "12.345.678/0001-95" ou "12345678000195". */
  cnpj: string;
  /** AAAA-MM-DD. */
  dataAssinatura: string;
  fornecedor: string;
  numero: string;
  objeto: string;
  /** Tipo: contrato, convenio, ata_registro_preco ou outra_contratacao. */
  tipo?: string | null | undefined;
  /** Tipo de contratação (veja `tiposContratacao`). */
  tipoContratacaoId?: string | number | null | undefined;
  /** Valor em reais: "1234.56" ou "1.234,56". */
  valor: string;
  /** AAAA-MM-DD. */
  vigenciaFim: string;
  /** AAAA-MM-DD. */
  vigenciaInicio: string;
};

export type CursoFiltro = {
  /** em_breve, inscricoes_abertas, em_andamento, encerrado ou cancelado. */
  status?: string | null | undefined;
  /** Parte do título. */
  termo?: string | null | undefined;
};

/** O programa não é escolhido: todo curso é do programa 3 (back-office §5). */
export type CursoInput = {
  cargaHoraria: number;
  /** AAAA-MM-DD. */
  dataFim: string;
  /** AAAA-MM-DD. */
  dataInicio: string;
  descricao?: string | null | undefined;
  docente?: string | null | undefined;
  edicaoId?: string | number | null | undefined;
  horarios: Array<HorarioCursoInput>;
  local?: string | null | undefined;
  /** Padrão fisico. */
  localidade?: string | null | undefined;
  /** Padrão presencial. */
  modalidade?: string | null | undefined;
  /** Padrão em_breve. */
  status?: string | null | undefined;
  /** Padrão colaborador. */
  tipoDocente?: string | null | undefined;
  /** Padrão ao_vivo. */
  tipoTransmissao?: string | null | undefined;
  titulo: string;
  vagas: number;
};

/** Decisão de um recurso. */
export type DecisaoRecursoInformacao =
  | 'nao_provido'
  | 'provido';

/** Decisão da resposta: acesso concedido, parcial ou negado. */
export type DecisaoSolicitacaoInformacao =
  | 'deferida'
  | 'indeferida'
  | 'parcialmente_deferida';

export type DemonstrativoDespesasComPessoalFiltro = {
  ano?: number | null | undefined;
  /** Busca na descrição. */
  termo?: string | null | undefined;
};

export type DemonstrativoDespesasComPessoalInput = {
  /** Do ano atual − 12 ao ano atual + 1. */
  ano: number;
  /** PDF enviado por multipart; obrigatório ao criar. */
  arquivo?: File | null | undefined;
  descricao?: string | null | undefined;
};

export type DeputadoAnoEmendaInput = {
  /** Linha guardada a excluir; numa linha nova, ela é descartada. */
  _destroy?: boolean | null | undefined;
  /** De 2021 a 2030. */
  ano?: number | null | undefined;
  ativo?: boolean | null | undefined;
  id?: string | number | null | undefined;
};

export type DeputadoComissaoInput = {
  /** Linha guardada a excluir; numa linha nova, ela é descartada. */
  _destroy?: boolean | null | undefined;
  /** Cargo (cargosComissao). */
  cargo?: number | null | undefined;
  deputadoId?: string | number | null | undefined;
  id?: string | number | null | undefined;
};

export type DeputadoFiltro = {
  ativo?: boolean | null | undefined;
  /** Deputados com mandato na legislatura. */
  legislaturaId?: string | number | null | undefined;
  /** Liderança: 0 nenhuma, 1 líder de partido, 2 líder do governo. */
  lider?: number | null | undefined;
  mesaDiretora?: boolean | null | undefined;
  partidoId?: string | number | null | undefined;
  /** Busca no nome parlamentar ou no nome completo. */
  termo?: string | null | undefined;
};

export type DeputadoInput = {
  afastamentos?: Array<AfastamentoInput> | null | undefined;
  ativo?: boolean;
  biografia?: string | null | undefined;
  /** Cargo na Mesa Diretora (cargosMesaDiretora). */
  cargo?: number | null | undefined;
  deputadoAnoEmendas?: Array<DeputadoAnoEmendaInput> | null | undefined;
  deputadoLegislaturas?: Array<DeputadoLegislaturaInput> | null | undefined;
  email?: string | null | undefined;
  /** Foto, por multipart; o gateway troca pelo arquivo guardado. */
  foto?: File | null | undefined;
  gabinete?: number | null | undefined;
  /** Liderança: 0 nenhuma, 1 líder de partido, 2 líder do governo. */
  lider?: number;
  mesaDiretora?: boolean;
  nome: string;
  nomeCompleto: string;
  partidoId?: string | number | null | undefined;
  /** Remove a foto atual. */
  removerFoto?: boolean | null | undefined;
  telefone?: string | null | undefined;
};

/** Partido do deputado numa legislatura; várias linhas numa legislatura são mudanças de partido. */
export type DeputadoLegislaturaInput = {
  /** Linha guardada a excluir; numa linha nova, ela é descartada. */
  _destroy?: boolean | null | undefined;
  /** Início no partido, AAAA-MM-DD. */
  dataInicio?: string | null | undefined;
  id?: string | number | null | undefined;
  legislaturaId?: string | number | null | undefined;
  partidoId?: string | number | null | undefined;
};

/** Nível de destaque na página inicial. */
export type DestaqueNivel =
  | 'primario'
  | 'secundario'
  | 'terciario';

export type DiariaFiltro = {
  /** Ano de competência. */
  ano?: number | null | undefined;
  /** Saídas até esta data, inclusive (AAAA-MM-DD). */
  dataFim?: string | null | undefined;
  /** Saídas a partir desta data (AAAA-MM-DD). */
  dataInicio?: string | null | undefined;
  /** Mês de competência (1 a 12); exige o ano. */
  mes?: number | null | undefined;
  /** Busca no beneficiário, no cargo, no destino e no motivo. */
  termo?: string | null | undefined;
  tipoSolicitacaoId?: string | number | null | undefined;
};

export type DiariaInput = {
  /** Ano de competência (o da saída), de 2013 ao ano atual. */
  ano: number;
  beneficiario: string;
  cargo: string;
  /** AAAA-MM-DD. */
  dataRetorno: string;
  /** AAAA-MM-DD, no ano e no mês informados. */
  dataSaida: string;
  destino: string;
  /** Mês de competência (o da saída), de 1 a 12. */
  mes: number;
  motivo: string;
  /** Número de diárias, com meia diária: "2.5" ou "2,5". */
  quantidade: string;
  /** Tipo de solicitação (veja `tiposSolicitacaoDiaria`). */
  tipoSolicitacaoId: string | number;
  /** Valor de uma diária; o total é a quantidade vezes o valor unitário. */
  valorUnitario: string;
};

export type DiarioFiltro = {
  ano?: number | null | undefined;
  data?: string | null | undefined;
  mes?: number | null | undefined;
  /** Busca na descrição. */
  termo?: string | null | undefined;
  /** Tipo da edição: normal, suplementar, extra. */
  tipo?: string | null | undefined;
};

export type DiarioInput = {
  /** De 2000 ao ano atual. */
  ano: number;
  /** PDF enviado por multipart; obrigatório ao criar. */
  arquivo?: File | null | undefined;
  /** Data em que a edição circulou (AAAA-MM-DD), no ano e no mês informados. */
  data: string;
  descricao?: string | null | undefined;
  /** De 1 a 12: o mês da data. */
  mes: number;
  /** Número sequencial da edição. */
  numero: number;
  /** Tipo da edição: normal, suplementar, extra. */
  tipo: string;
};

export type DocumentoComplianceFiltro = {
  ano?: number | null | undefined;
  /** Busca em: título, descrição. */
  termo?: string | null | undefined;
  /** Tipo: programa, codigo_conduta, plano_riscos, relatorio, canal_denuncias. */
  tipo?: string | null | undefined;
};

export type DocumentoComplianceInput = {
  /** De 2015 ao ano atual. */
  ano: number;
  /** PDF enviado por multipart; obrigatório ao criar. */
  arquivo?: File | null | undefined;
  descricao?: string | null | undefined;
  /** Tipo: programa, codigo_conduta, plano_riscos, relatorio, canal_denuncias. */
  tipo: string;
  titulo: string;
};

export type DueofFiltro = {
  ano?: number | null | undefined;
  mes?: number | null | undefined;
  natureza?: string | null | undefined;
  /** Busca em: favorecido, histórico, documento. */
  termo?: string | null | undefined;
};

export type DueofInput = {
  /** De 2013 ao ano atual. */
  ano: number;
  /** O comprovante em PDF (opcional). */
  arquivo?: File | null | undefined;
  /** AAAA-MM-DD, no ano e no mês informados. */
  data: string;
  documento: string;
  favorecido: string;
  historico: string;
  /** De 1 a 12. */
  mes: number;
  natureza: string;
  /** Valor pago: "1234.56" ou "1.234,56". */
  valor: string;
};

export type EdicaoInput = {
  ano: number;
  /** O programa da edição. */
  programaId: string | number;
  titulo: string;
};

export type EditalArquivosItem = {
  /** Um PDF novo, enviado por multipart. */
  arquivo?: File | null | undefined;
  /** Chave de um arquivo já guardado no registro, que fica. */
  chave?: string | null | undefined;
};

export type EditalFiltro = {
  ano?: number | null | undefined;
  /** Abertura até esta data, inclusive (AAAA-MM-DD). */
  dataFim?: string | null | undefined;
  /** Abertura a partir desta data (AAAA-MM-DD). */
  dataInicio?: string | null | undefined;
  faseId?: string | number | null | undefined;
  modalidadeId?: string | number | null | undefined;
  /** Busca no objeto, no número e no processo. */
  termo?: string | null | undefined;
};

export type EditalInput = {
  /** Ano do edital, de 1990 ao ano atual + 1. */
  ano: number;
  /** O edital, os anexos e as atas, na ordem em que aparecem; cada um enviado por multipart ou mantido pela chave. A lista inteira, na ordem; sem ela, os arquivos guardados não mudam. */
  arquivos?: Array<EditalArquivosItem> | null | undefined;
  /** AAAA-MM-DD. */
  dataAbertura: string;
  /** Fase da licitação (veja `fasesLicitacoes`). */
  faseId: string | number;
  /** Modalidade da licitação (veja `modalidadesLicitacoes`). */
  modalidadeId: string | number;
  /** Número na modalidade, por exemplo "012/2025". */
  numero: string;
  objeto: string;
  /** Número do processo administrativo. */
  processo: string;
  /** Valor em reais: "1234.56" ou "1.234,56". */
  valorEstimado: string;
};

export type EmpenhoFiltro = {
  ano?: number | null | undefined;
  /** Empenhados até esta data, inclusive (AAAA-MM-DD). */
  dataFim?: string | null | undefined;
  /** Empenhados a partir desta data (AAAA-MM-DD). */
  dataInicio?: string | null | undefined;
  /** Mês (1 a 12); exige o ano. */
  mes?: number | null | undefined;
  /** Busca no número, no credor, no CNPJ, no elemento de despesa e no histórico. */
  termo?: string | null | undefined;
};

export type EmpenhoInput = {
  /** De 2013 ao ano atual: o ano da data do empenho. */
  ano: number;
  /** Com ou sem pontuação: "12.345.678/0001-95" ou "12345678000195". */
  cnpj: string;
  credor: string;
  /** AAAA-MM-DD, no ano informado. */
  data: string;
  elementoDespesa: string;
  historico: string;
  /** Número da nota de empenho, por exemplo "2025NE000123". */
  numero: string;
  /** Valor reservado no orçamento: "1234.56" ou "1.234,56". */
  valorEmpenhado: string;
  /** Valor reconhecido após a entrega; até o empenhado. */
  valorLiquidado: string;
  /** Valor efetivamente pago; até o liquidado. */
  valorPago: string;
};

export type EquipeTecnicaComissaoInput = {
  /** Linha guardada a excluir; numa linha nova, ela é descartada. */
  _destroy?: boolean | null | undefined;
  email?: string | null | undefined;
  funcao?: string | null | undefined;
  id?: string | number | null | undefined;
  nome?: string | null | undefined;
  telefone?: string | null | undefined;
};

/** Situação de um trabalho em segundo plano. */
export type EstadoTrabalho =
  | 'aguardandoNovaTentativa'
  | 'cancelado'
  | 'concluido'
  | 'emExecucao'
  | 'falhou'
  | 'naFila';

export type EstagiarioFiltro = {
  ano?: number | null | undefined;
  /** Busca em: nome, curso, instituição de ensino, lotação. */
  termo?: string | null | undefined;
};

export type EstagiarioInput = {
  /** De 2013 ao ano atual. */
  ano: number;
  /** O termo de compromisso em PDF, enviado por multipart (opcional). */
  arquivo?: File | null | undefined;
  /** Valor mensal da bolsa: "1234.56" ou "1.234,56". */
  bolsa: string;
  curso: string;
  /** Último dia previsto do estágio (AAAA-MM-DD). */
  dataFim?: string | null | undefined;
  /** Primeiro dia do estágio (AAAA-MM-DD). */
  dataInicio: string;
  instituicao: string;
  lotacao: string;
  nome: string;
};

export type ExecucaoOrcamentariaFiltro = {
  ano?: number | null | undefined;
  mes?: number | null | undefined;
  /** Busca na descrição. */
  termo?: string | null | undefined;
};

export type ExecucaoOrcamentariaInput = {
  /** De 2000 ao ano atual. */
  ano: number;
  /** PDF enviado por multipart; obrigatório ao criar. */
  arquivo?: File | null | undefined;
  descricao?: string | null | undefined;
  /** De 1 a 12. */
  mes: number;
};

export type ExpedienteFiltro = {
  ano?: number | null | undefined;
  assunto?: string | null | undefined;
  destinatario?: string | null | undefined;
  mes?: number | null | undefined;
  origem?: string | null | undefined;
  sessao?: string | null | undefined;
  /** Busca em: origem, destinatário, assunto. */
  termo?: string | null | undefined;
  /** Tipo: oficio, mensagem, comunicado, memorando, indicacao, requerimento. */
  tipo?: string | null | undefined;
};

export type ExpedienteInput = {
  /** De 2000 ao ano atual. */
  ano: number;
  /** O expediente em PDF, enviado por multipart (opcional). */
  arquivo?: File | null | undefined;
  assunto: string;
  /** Data em que o expediente foi lido em plenário (AAAA-MM-DD), no ano e no mês informados. */
  data: string;
  descricao?: string | null | undefined;
  destinatario: string;
  /** De 1 a 12: o mês da data. */
  mes: number;
  /** Número do expediente no ano. */
  numero: number;
  origem: string;
  sessao: string;
  /** Tipo: oficio, mensagem, comunicado, memorando, indicacao, requerimento. */
  tipo: string;
};

export type FaleConoscoFiltro = {
  /** Parte do assunto. */
  assunto?: string | null | undefined;
  /** Data de envio (dd/mm/aaaa ou aaaa-mm-dd). */
  createdAt?: string | null | undefined;
  /** Número de protocolo (exato ou parte). */
  protocolo?: string | null | undefined;
  /** Aba: aguardando_resposta, com_pendencia, finalizada ou indeferida. */
  status?: StatusFaleConosco | null | undefined;
  tipo?: ObjetivoFaleConosco | null | undefined;
};

export type FiscalContratoFiltro = {
  contratoId?: string | number | null | undefined;
  /** Busca no nome, na matrícula, na portaria, no número e no objeto do contrato. */
  termo?: string | null | undefined;
  /** Só fiscais de contratos em vigência hoje (true) ou fora dela (false). */
  vigente?: boolean | null | undefined;
};

export type FiscalContratoInput = {
  /** O contrato fiscalizado (veja `contratos`). */
  contratoId: string | number;
  /** AAAA-MM-DD. */
  dataDesignacao: string;
  /** "Fiscal titular", "Fiscal substituto" ou "Gestor do contrato". */
  funcao: string;
  matricula: string;
  nome: string;
  portaria: string;
};

export type GaleriaAdminFiltro = {
  categoriaId?: string | number | null | undefined;
  /** Dia de criação (AAAA-MM-DD). */
  data?: string | null | undefined;
  relacionadoId?: string | number | null | undefined;
  /** Parte do nome do relacionado. */
  relacionadoNome?: string | null | undefined;
  /** Aba: revisao ou publicacao (padrão publicacao). */
  situacao?: SituacaoGaleria | null | undefined;
  /** Parte do título ou da descrição. */
  termo?: string | null | undefined;
};

export type GaleriaCategoriaFiltro = {
  /** Parte do nome. */
  termo?: string | null | undefined;
  tipoRelacionado?: TipoRelacionadoGaleria | null | undefined;
};

export type GaleriaCategoriaInput = {
  nome: string;
  tipoRelacionado?: TipoRelacionadoGaleria | null | undefined;
};

/** Uma imagem enviada para um álbum já salvo (POST galerias/salvar-imagens). */
export type GaleriaImagemInput = {
  capa?: boolean | null | undefined;
  credito?: string | null | undefined;
  galeriaId: string | number;
  /** jpg, png ou gif até 3 MB (obrigatória). */
  imagem?: File | null | undefined;
  /** Sem ordem, 999999 (o fim do álbum). */
  ordem?: number | null | undefined;
  titulo?: string | null | undefined;
};

/** Uma imagem guardada do álbum: legenda, crédito, capa, ordem ou exclusão. */
export type GaleriaImagemLinha = {
  _destroy?: boolean | null | undefined;
  capa?: boolean | null | undefined;
  credito?: string | null | undefined;
  id?: string | number | null | undefined;
  ordem?: number | null | undefined;
  /** Legenda (texto alternativo). */
  titulo?: string | null | undefined;
};

export type GaleriaInput = {
  categoriaId: string | number;
  /** Descrição em HTML (editor de texto rico). */
  descricao?: string | null | undefined;
  /** Imagens guardadas (linhas aninhadas: id e _destroy). */
  galeriaImagens?: Array<GaleriaImagemLinha> | null | undefined;
  /** Imagens que serão enviadas uma a uma depois de salvar. */
  novasImagens?: Array<NovaImagemGaleria> | null | undefined;
  relacionadoId?: string | number | null | undefined;
  relacionadoNome?: string | null | undefined;
  titulo: string;
  ultimoCredito?: string | null | undefined;
};

export type GestaoFiscalAnualFiltro = {
  ano?: number | null | undefined;
  /** Busca na descrição. */
  termo?: string | null | undefined;
};

export type GestaoFiscalAnualInput = {
  /** Do ano atual − 10 ao ano atual + 2; o formulário sugere o ano atual. */
  ano: number;
  /** PDF enviado por multipart; obrigatório ao criar. */
  arquivo?: File | null | undefined;
  descricao?: string | null | undefined;
};

export type HorarioCursoInput = {
  _destroy?: boolean | null | undefined;
  /** HH:mm. */
  horarioFinal: string;
  /** HH:mm. */
  horarioInicial: string;
  id?: string | number | null | undefined;
  /** matutino, vespertino, noturno ou integral (padrão integral). */
  turno?: string | null | undefined;
};

export type ImprensaExternaFiltro = {
  /** Parte do nome do profissional ou do veículo. */
  termo?: string | null | undefined;
};

export type InformacaoAssessoramentoFiltro = {
  secao?: string | null | undefined;
  /** Busca no título e no conteúdo. */
  termo?: string | null | undefined;
};

export type InformacaoAssessoramentoInput = {
  /** HTML do editor (saneado ao guardar). */
  conteudo?: string | null | undefined;
  /** Menor primeiro; sem ela, 1. */
  ordem?: number | null | undefined;
  /** apresentacao, contato ou outras. */
  secao?: string | null | undefined;
  titulo?: string | null | undefined;
};

export type LegislacaoFiltro = {
  ano?: number | null | undefined;
  /** Busca em: número, ementa. */
  termo?: string | null | undefined;
  /** Tipo: constituicao_estadual, emenda_constitucional, lei_complementar, lei_ordinaria, decreto_legislativo, resolucao, regimento_interno, ato_da_mesa, portaria. */
  tipo?: string | null | undefined;
};

export type LegislacaoInput = {
  /** Ano da norma, de 1890 ao ano atual. */
  ano: number;
  /** O texto da norma em PDF; sem ele, informe o link. */
  arquivo?: File | null | undefined;
  /** Data da norma (AAAA-MM-DD), no ano informado. */
  data: string;
  ementa: string;
  link?: string | null | undefined;
  numero: string;
  /** Tipo: constituicao_estadual, emenda_constitucional, lei_complementar, lei_ordinaria, decreto_legislativo, resolucao, regimento_interno, ato_da_mesa, portaria. */
  tipo: string;
};

/** Deputado da legislatura: com `id` e `_destroy` sai; sem `id` entra, com o partido atual dele. */
export type LegislaturaDeputadoInput = {
  _destroy?: boolean | null | undefined;
  deputadoId?: string | number | null | undefined;
  id?: string | number | null | undefined;
};

export type LegislaturaFiltro = {
  atual?: boolean | null | undefined;
  termo?: string | null | undefined;
};

export type LegislaturaInput = {
  anoFim: number;
  anoInicio: number;
  atual?: boolean;
  deputadoLegislaturas?: Array<LegislaturaDeputadoInput> | null | undefined;
  descricao: string;
  numero: number;
  /** Tipo (tiposLegislatura). */
  tipo?: number;
};

export type LinkComissaoInput = {
  /** Linha guardada a excluir; numa linha nova, ela é descartada. */
  _destroy?: boolean | null | undefined;
  categoria?: number | null | undefined;
  id?: string | number | null | undefined;
  titulo?: string | null | undefined;
  url?: string | null | undefined;
};

export type LinkFiltro = {
  /** Categoria (categoriasLinks). */
  categoriaLinkId?: string | number | null | undefined;
  /** Parte do título ou do endereço. */
  termo?: string | null | undefined;
};

export type LinkInput = {
  categoriaLinkId?: string | number | null | undefined;
  ordem?: number;
  titulo: string;
  url: string;
};

export type MaterialAssessoramentoFiltro = {
  /** Busca no título e no resumo. */
  termo?: string | null | undefined;
  /** 0 a 4 (o tipo). */
  tipo?: string | null | undefined;
};

export type MaterialAssessoramentoInput = {
  /** PDF enviado por multipart; sem ele, informe o endereço. */
  arquivo?: File | null | undefined;
  /** AAAA-MM-DD. */
  data?: string | null | undefined;
  resumo?: string | null | undefined;
  /** 0 Artigo, 1 Estudo, 2 Relatório, 3 Livro, 4 Painel interativo. */
  tipo?: string | null | undefined;
  titulo?: string | null | undefined;
  /** Endereço http(s); sem ele, o PDF. */
  url?: string | null | undefined;
};

export type MembroCorpoTecnicoFiltro = {
  /** Busca no nome e na área. */
  termo?: string | null | undefined;
};

export type MembroCorpoTecnicoInput = {
  area?: string | null | undefined;
  cargo?: string | null | undefined;
  email?: string | null | undefined;
  formacao?: string | null | undefined;
  nome?: string | null | undefined;
};

/** Motivo legal de uma negativa de acesso. */
export type MotivoNegativaInformacao =
  | 'dados_pessoais'
  | 'desproporcional'
  | 'generico'
  | 'inexistente'
  | 'outro_orgao'
  | 'sigilo'
  | 'trabalho_adicional';

export type NoticiaAdminFiltro = {
  /** Parte do nome do usuário que criou a notícia. */
  autor?: string | null | undefined;
  categoria?: CategoriaNoticia | null | undefined;
  /** Dia de publicação, dd/mm/aaaa (horário de Brasília). */
  dataPublicacao?: string | null | undefined;
  destaque?: DestaqueNivel | null | undefined;
  id?: string | number | null | undefined;
  /** a_revisar: não publicadas; publicadas: publicadas ou agendadas. */
  status?: StatusNoticia;
  /** Parte do título. */
  titulo?: string | null | undefined;
};

export type NoticiaInput = {
  /** Usuários de gabinete sempre gravam gabinete. */
  categoria?: CategoriaNoticia | null | undefined;
  /** Corpo em HTML; saneado ao salvar. */
  conteudo: string;
  deputadoId?: string | number | null | undefined;
  destaqueDescricao?: string | null | undefined;
  destaqueNivel?: DestaqueNivel | null | undefined;
  /** primario: 1; secundario: 1 a 2; terciario: 1 a 3. */
  destaqueSlot?: number | null | undefined;
  fonte?: string | null | undefined;
  galeriaId?: string | number | null | undefined;
  /** Envio multipart; o gateway troca pelo arquivo guardado. */
  imagem?: File | null | undefined;
  /** Texto alternativo da imagem. */
  imagemAlt?: string | null | undefined;
  /** Legenda da imagem. */
  imagemLegenda?: string | null | undefined;
  /** Remove a imagem atual. */
  removerImagem?: boolean | null | undefined;
  resumo?: string | null | undefined;
  titulo: string;
};

/** Uma imagem que o formulário enviará depois de salvar o álbum (só para as regras do álbum). */
export type NovaImagemGaleria = {
  capa?: boolean | null | undefined;
  credito?: string | null | undefined;
  ordem?: number | null | undefined;
  titulo?: string | null | undefined;
};

/** Objetivo (tipo) da mensagem enviada ao Fale Conosco. */
export type ObjetivoFaleConosco =
  | 'denuncia'
  | 'duvida'
  | 'elogio'
  | 'reclamacao'
  | 'solicitacao_informacao'
  | 'sugestao';

export type ObraFiltro = {
  ano?: number | null | undefined;
  /** Situação: em_licitacao, em_execucao, paralisada, concluida. */
  situacao?: string | null | undefined;
  /** Busca em: objeto, empresa, contrato, local. */
  termo?: string | null | undefined;
};

export type ObraInput = {
  /** Ano do contrato da obra, de 2010 ao ano atual + 1. */
  ano: number;
  /** O contrato ou a última medição em PDF (opcional). */
  arquivo?: File | null | undefined;
  contrato: string;
  /** Data da ordem de serviço (AAAA-MM-DD). */
  dataInicio?: string | null | undefined;
  empresa: string;
  local: string;
  objeto: string;
  /** De 0 a 100, segundo a última medição. */
  percentualExecutado: number;
  /** AAAA-MM-DD. */
  previsaoTermino?: string | null | undefined;
  /** Situação: em_licitacao, em_execucao, paralisada, concluida. */
  situacao: string;
  /** Valor do contrato com os aditivos: "1234.56" ou "1.234,56". */
  valorContratado: string;
  /** Soma dos pagamentos feitos até hoje. */
  valorPago: string;
};

export type OrcamentoFiltro = {
  ano?: number | null | undefined;
  /** Busca na descrição. */
  termo?: string | null | undefined;
  /** Tipo: loa, ldo, qdd ou ppa. */
  tipo?: string | null | undefined;
};

export type OrcamentoInput = {
  /** Do ano atual − 12 ao ano atual + 2. */
  ano: number;
  /** PDF enviado por multipart; obrigatório ao criar. */
  arquivo?: File | null | undefined;
  /** Valor em reais: "1234.56" ou "1.234,56". Obrigatório salvo no ppa. */
  autorizadoComPessoal?: string | null | undefined;
  descricao?: string | null | undefined;
  /** Tipo: loa, ldo, qdd ou ppa. */
  tipo: string;
};

export type OrganogramaFiltro = {
  /** Busca em: título, descrição. */
  termo?: string | null | undefined;
};

export type OrganogramaInput = {
  /** O organograma em PDF (multipart); obrigatório ao criar. Vários PDFs viram um só por POST /organogramas/merge-arquivos. */
  arquivo?: File | null | undefined;
  descricao?: string | null | undefined;
  titulo: string;
  /** AAAA-MM-DD: o dia a partir do qual a estrutura vale. */
  vigenteDesde: string;
};

export type PerguntaFrequenteFiltro = {
  categoriaPerguntaFrequenteId?: string | number | null | undefined;
  /** Busca na pergunta e na resposta. */
  termo?: string | null | undefined;
};

export type PerguntaFrequenteInput = {
  categoriaPerguntaFrequenteId: string | number;
  /** Sem ela, num registro novo, a próxima posição livre da categoria. */
  ordem?: number | null | undefined;
  pergunta: string;
  /** HTML do editor (saneado ao guardar). */
  resposta: string;
};

export type PlanoContratacoesFiltro = {
  ano?: number | null | undefined;
  /** Busca em: título, descrição. */
  termo?: string | null | undefined;
};

export type PlanoContratacoesInput = {
  /** Do ano atual − 10 ao ano atual + 1. */
  ano: number;
  /** PDF enviado por multipart; obrigatório ao criar. */
  arquivo?: File | null | undefined;
  descricao?: string | null | undefined;
  titulo: string;
};

export type PoliticaPrivacidadeFiltro = {
  /** Busca no texto e no resumo das alterações. */
  termo?: string | null | undefined;
};

export type PoliticaPrivacidadeInput = {
  /** HTML do editor (saneado ao guardar). */
  conteudo: string;
  resumoAlteracoes?: string | null | undefined;
  /** Dia (AAAA-MM-DD) a partir do qual a versão vale. */
  vigenteDesde: string;
};

export type PrestacaoContasFiltro = {
  ano?: number | null | undefined;
  /** Busca na descrição. */
  termo?: string | null | undefined;
  /** Tipo: receita_presidencia, receita_femal, ordem ou detalhamento. */
  tipoCadastro?: string | null | undefined;
};

export type PrestacaoContasInput = {
  /** Do ano atual − 12 ao ano atual + 2. */
  ano: number;
  /** PDF enviado por multipart; obrigatório ao criar. */
  arquivo?: File | null | undefined;
  descricao?: string | null | undefined;
  mes?: number | null | undefined;
  /** Tipo: receita_presidencia, receita_femal, ordem ou detalhamento. */
  tipoCadastro: string;
};

export type ProcuradoriaArquivoFiltro = {
  aba?: string | null | undefined;
  /** true: só os registros com o PDF guardado (a página pública). */
  comArquivo?: boolean | null | undefined;
  /** Busca no título. */
  termo?: string | null | undefined;
};

export type ProcuradoriaArquivoInput = {
  /** arquivo (Procuradoria-Geral) ou mulher; sem ela, num registro novo, arquivo. */
  aba?: string | null | undefined;
  /** PDF enviado por multipart; obrigatório ao criar. */
  arquivo?: File | null | undefined;
  /** AAAA-MM-DD: a data do documento. */
  data?: string | null | undefined;
  /** Em branco, o nome do arquivo. */
  titulo?: string | null | undefined;
};

export type ProcuradoriaFiltro = {
  aba?: string | null | undefined;
  campo?: string | null | undefined;
  /** Busca no título e no conteúdo. */
  termo?: string | null | undefined;
};

export type ProcuradoriaInput = {
  /** conteudo (Procuradoria-Geral) ou mulher; sem ela, num registro novo, conteudo. */
  aba?: string | null | undefined;
  /** institucional, competencias, equipe, atendimento, legislacao ou servicos; sem ele, num registro novo, institucional. */
  campo?: string | null | undefined;
  /** HTML do editor (saneado ao guardar). */
  conteudo?: string | null | undefined;
  /** AAAA-MM-DD: a data de atualização mostrada na página. */
  data?: string | null | undefined;
  /** Em branco, o nome do campo. */
  titulo?: string | null | undefined;
};

export type ProgramaAcaoFiltro = {
  ano?: number | null | undefined;
  /** Busca em: programa, ação, objetivo. */
  termo?: string | null | undefined;
  /** Tipo: projeto, atividade, operacao_especial. */
  tipo?: string | null | undefined;
};

export type ProgramaAcaoInput = {
  acao: string;
  /** Ano de referência, do ano atual − 10 ao ano atual + 5. */
  ano: number;
  /** Último ano do plano, não anterior ao de início. */
  anoFim: number;
  /** Primeiro ano do plano (PPA), do ano atual − 10 ao ano atual + 5. */
  anoInicio: number;
  /** A ficha do programa em PDF (opcional). */
  arquivo?: File | null | undefined;
  objetivo: string;
  programa: string;
  /** Tipo: projeto, atividade, operacao_especial. */
  tipo: string;
  /** Valor executado (liquidado) no ano, quando já há. */
  valorExecutado?: string | null | undefined;
  /** Dotação prevista no ano: "1234.56" ou "1.234,56". */
  valorPrevisto: string;
};

export type ProgramaInput = {
  descricao?: string | null | undefined;
  nome: string;
};

export type QuadroRemuneracaoFiltro = {
  ano?: number | null | undefined;
  mes?: number | null | undefined;
};

export type QuadroRemuneracaoInput = {
  /** De 1992 a 2014. */
  ano: number;
  /** PDF enviado por multipart; obrigatório ao criar. */
  arquivo?: File | null | undefined;
  descricao?: string | null | undefined;
  /** De 1 a 12. */
  mes: number;
};

export type ReceitaFiltro = {
  ano?: number | null | undefined;
  mes?: number | null | undefined;
  /** Origem: duodecimo, rendimentos, femal, restituicoes, convenios, outras. */
  origem?: string | null | undefined;
  /** Busca na descrição. */
  termo?: string | null | undefined;
};

export type ReceitaInput = {
  /** De 2013 ao ano atual. */
  ano: number;
  /** O demonstrativo em PDF (opcional). */
  arquivo?: File | null | undefined;
  descricao?: string | null | undefined;
  /** De 1 a 12. */
  mes: number;
  /** Origem: duodecimo, rendimentos, femal, restituicoes, convenios, outras. */
  origem: string;
  /** Valor efetivamente recebido no mês. */
  valorArrecadado: string;
  /** Valor previsto para o mês: "1234.56" ou "1.234,56". */
  valorPrevisto: string;
};

export type RelatorioGestaoFiltro = {
  ano?: number | null | undefined;
  /** Busca em: título, descrição. */
  termo?: string | null | undefined;
};

export type RelatorioGestaoInput = {
  /** De 2000 ao ano atual. */
  ano: number;
  /** PDF enviado por multipart; obrigatório ao criar. */
  arquivo?: File | null | undefined;
  descricao?: string | null | undefined;
  titulo: string;
};

export type RemuneracaoFiltro = {
  ano?: number | null | undefined;
  categoria?: string | null | undefined;
  gabinete?: string | null | undefined;
  lotacao?: string | null | undefined;
  mes?: number | null | undefined;
  /** Busca no nome e na matrícula. */
  termo?: string | null | undefined;
  vinculo?: string | null | undefined;
};

export type RepasseDuodecimoFiltro = {
  ano?: number | null | undefined;
  /** Mês de referência (1 a 12). */
  mes?: number | null | undefined;
};

export type RepasseDuodecimoInput = {
  /** De 2013 ao ano atual. */
  ano: number;
  /** Data em que o valor foi creditado (AAAA-MM-DD). */
  dataRepasse: string;
  /** Mês de referência, de 1 a 12 (um repasse por mês). */
  mes: number;
  /** Duodécimo previsto no orçamento: "1234.56" ou "1.234,56". */
  valorPrevisto: string;
  /** Valor efetivamente repassado: "1234.56" ou "1.234,56". */
  valorRepassado: string;
};

export type RequerimentoFiltro = {
  ano?: number | null | undefined;
  /** Etapa: protocolado, leitura, votacao, aprovado, rejeitado, arquivado. */
  etapa?: string | null | undefined;
  mes?: number | null | undefined;
  /** Busca em: autor, ementa. */
  termo?: string | null | undefined;
  /** Tipo: informacao, audiencia_publica, sessao_especial, urgencia, mocao, licenca, outros. */
  tipo?: string | null | undefined;
};

export type RequerimentoInput = {
  /** De 2000 ao ano atual. */
  ano: number;
  /** O requerimento em PDF, enviado por multipart (opcional). */
  arquivo?: File | null | undefined;
  autor: string;
  /** Data do protocolo (AAAA-MM-DD), no ano e no mês informados. */
  data: string;
  ementa: string;
  /** Etapa: protocolado, leitura, votacao, aprovado, rejeitado, arquivado. */
  etapa: string;
  /** De 1 a 12: o mês da data. */
  mes: number;
  /** Número do requerimento no ano. */
  numero: number;
  /** Tipo: informacao, audiencia_publica, sessao_especial, urgencia, mocao, licenca, outros. */
  tipo: string;
};

/** Resposta da equipe a uma solicitação. */
export type RespostaFaleConoscoInput = {
  /** PDF opcional (multipart), até 20 MB. */
  pdfRespostaSolicitacao?: File | null | undefined;
  /** Obrigatório. */
  respostaConteudo: string;
  /** Situação após a resposta: finalizada (padrão), com_pendencia (pede algo ao cidadão) ou indeferida. */
  status?: StatusFaleConosco | null | undefined;
};

/** Decisão da equipe sobre o recurso em aberto. */
export type RespostaRecursoInformacaoInput = {
  decisao: DecisaoRecursoInformacao;
  resposta: string;
};

/** Resposta da equipe a um pedido. */
export type RespostaSolicitacaoInformacaoInput = {
  decisao: DecisaoSolicitacaoInformacao;
  /** Obrigatório quando o acesso é negado (total ou parcialmente). */
  motivoNegativa?: MotivoNegativaInformacao | null | undefined;
  /** PDF opcional (multipart), até 20 MB. */
  pdfResposta?: File | null | undefined;
  resposta: string;
};

export type SancaoAdministrativaFiltro = {
  ano?: number | null | undefined;
  /** Busca em: empresa, sanção aplicada, processo. */
  termo?: string | null | undefined;
};

export type SancaoAdministrativaInput = {
  ano: number;
  /** PDF da publicação (opcional). */
  arquivo?: File | null | undefined;
  /** Com ou sem pontuação. */
  cnpj?: string | null | undefined;
  /** AAAA-MM-DD. */
  dataPublicacao?: string | null | undefined;
  empresa: string;
  processo?: string | null | undefined;
  sancao: string;
};

export type ServidorLicenciadoFiltro = {
  ano?: number | null | undefined;
  /** Busca em: nome, matrícula, cargo, lotação. */
  termo?: string | null | undefined;
  /** Tipo: saude, maternidade, paternidade, capacitacao, interesse_particular, mandato_classista, cessao, disposicao. */
  tipoLicenca?: string | null | undefined;
};

export type ServidorLicenciadoInput = {
  /** De 2013 ao ano atual. */
  ano: number;
  /** A portaria em PDF, enviada por multipart (opcional). */
  arquivo?: File | null | undefined;
  cargo: string;
  /** Último dia, quando já se sabe (AAAA-MM-DD). */
  dataFim?: string | null | undefined;
  /** Primeiro dia da licença ou do afastamento (AAAA-MM-DD). */
  dataInicio: string;
  lotacao: string;
  matricula: string;
  nome: string;
  /** Tipo: saude, maternidade, paternidade, capacitacao, interesse_particular, mandato_classista, cessao, disposicao. */
  tipoLicenca: string;
};

export type ServidorTerceirizadoFiltro = {
  ano?: number | null | undefined;
  empresa?: string | null | undefined;
  /** Busca em: nome, função, empresa, lotação. */
  termo?: string | null | undefined;
};

export type ServidorTerceirizadoInput = {
  /** De 2013 ao ano atual. */
  ano: number;
  /** O contrato em PDF, enviado por multipart (opcional). */
  arquivo?: File | null | undefined;
  contrato: string;
  empresa: string;
  funcao: string;
  lotacao: string;
  nome: string;
};

export type SessaoPlenariaFiltro = {
  ano?: number | null | undefined;
  data?: string | null | undefined;
  mes?: number | null | undefined;
  /** Situação: agendada, realizada, cancelada. */
  situacao?: string | null | undefined;
  /** Busca na pauta. */
  termo?: string | null | undefined;
  /** Tipo da sessão: ordinaria, extraordinaria, solene, especial. */
  tipo?: string | null | undefined;
};

export type SessaoPlenariaInput = {
  /** Do ano atual − 10 ao ano atual + 1. */
  ano: number;
  /** A pauta em PDF, enviada por multipart (opcional). */
  arquivo?: File | null | undefined;
  /** Data da sessão (AAAA-MM-DD), no ano e no mês informados. */
  data: string;
  horario: string;
  /** De 1 a 12: o mês da data. */
  mes: number;
  /** Número da sessão no ano legislativo. */
  numero: number;
  /** Itens da pauta, um por linha. */
  pauta: string;
  /** Situação: agendada, realizada, cancelada. */
  situacao: string;
  /** Tipo da sessão: ordinaria, extraordinaria, solene, especial. */
  tipo: string;
};

/** Em revisão (só no admin) ou publicada (no portal). */
export type SituacaoAgenda =
  | 'publicacao'
  | 'revisao';

/** Em revisão (só no admin) ou publicada (no portal). */
export type SituacaoGaleria =
  | 'publicacao'
  | 'revisao';

export type SolicitacaoInformacaoFiltro = {
  /** Número de protocolo (exato ou parte). */
  protocolo?: string | null | undefined;
  status?: StatusSolicitacaoInformacao | null | undefined;
  /** Parte do nome ou do pedido. */
  termo?: string | null | undefined;
};

/** Situação de uma solicitação do Fale Conosco. */
export type StatusFaleConosco =
  | 'aguardando_resposta'
  | 'com_pendencia'
  | 'finalizada'
  | 'indeferida';

/** Aba da lista administrativa: a revisar (não publicadas) ou publicadas. */
export type StatusNoticia =
  | 'a_revisar'
  | 'publicadas';

/** Situação de um pedido de acesso à informação. */
export type StatusSolicitacaoInformacao =
  | 'aguardando_resposta'
  | 'em_recurso'
  | 'encerrada'
  | 'respondida';

export type TermoFiltro = {
  /** Parte do nome ou do título. */
  termo?: string | null | undefined;
};

/** Agenda da Assembleia ou do presidente (a do presidente não tem envolvidos). */
export type TipoAgenda =
  | 'assembleia'
  | 'presidente';

/** Cartaz (só a imagem), link (a imagem leva a um endereço) ou pop-up (aviso ao abrir o portal). */
export type TipoBanner =
  | 'cartaz'
  | 'link'
  | 'popup';

/** Quem está envolvido no evento. */
export type TipoEnvolvido =
  | 'autoridade'
  | 'comissao'
  | 'deputado'
  | 'sociedade';

/** O registro a que as galerias da categoria se relacionam. */
export type TipoRelacionadoGaleria =
  | 'comissao'
  | 'deputado';

export type TrabalhoComissaoInput = {
  /** Linha guardada a excluir; numa linha nova, ela é descartada. */
  _destroy?: boolean | null | undefined;
  /** AAAA-MM-DD. */
  data?: string | null | undefined;
  descricao?: string | null | undefined;
  id?: string | number | null | undefined;
  tipo?: number | null | undefined;
  titulo?: string | null | undefined;
  url?: string | null | undefined;
};

export type UsuarioAtualizacaoInput = {
  /** Desativado, o servidor perde o acesso na próxima renovação do token. */
  ativo?: boolean | null | undefined;
  email?: string | null | undefined;
  nome?: string | null | undefined;
};

export type UsuarioFiltro = {
  ativo?: boolean | null | undefined;
  /** Busca no nome ou no login. */
  termo?: string | null | undefined;
};

export type UsuarioInput = {
  email?: string | null | undefined;
  funcionalidades?: Array<string>;
  login: string;
  /** A lotação padrão, que recebe as permissões abaixo. */
  lotacaoPadraoId: string | number;
  nome: string;
  permissoes?: Array<string>;
  /** Senha inicial; o servidor pode trocá-la depois. */
  senha: string;
};

export type VeiculoFiltro = {
  ano?: number | null | undefined;
  /** Situação: proprio, locado, cedido. */
  situacao?: string | null | undefined;
  /** Busca em: placa, modelo, lotação. */
  termo?: string | null | undefined;
  /** Tipo: passeio, utilitario, van, onibus, motocicleta. */
  tipo?: string | null | undefined;
};

export type VeiculoInput = {
  /** Ano do modelo, de 1990 ao ano atual + 1. */
  ano: number;
  /** O documento do veículo ou o contrato de locação em PDF (opcional). */
  arquivo?: File | null | undefined;
  lotacao: string;
  modelo: string;
  placa: string;
  /** Situação: proprio, locado, cedido. */
  situacao: string;
  /** Tipo: passeio, utilitario, van, onibus, motocicleta. */
  tipo: string;
};

export type VerbaLancamentoFiltro = {
  ano?: number | null | undefined;
  mes?: number | null | undefined;
  /** Busca em: fornecedor, número do documento fiscal, categoria. */
  termo?: string | null | undefined;
};

export type VerbaLancamentoInput = {
  /** De 2013 ao ano atual. */
  ano: number;
  /** AAAA-MM-DD, no ano e no mês informados. */
  data: string;
  /** O deputado (veja `deputados`). */
  deputadoId: string | number;
  /** CNPJ ou CPF, com ou sem pontuação (o CPF nunca é mostrado inteiro ao público). */
  documentoFornecedor: string;
  fornecedor: string;
  grupo: string;
  /** De 1 a 12: o mês da data do documento. */
  mes: number;
  numero: string;
  subgrupo: string;
  /** Valor apresentado pelo deputado: "1234.56" ou "1.234,56". */
  valorApresentado: string;
  /** Valor ressarcido; até o apresentado. */
  valorIndenizado: string;
};

export type VinculoInput = {
  funcionalidades: Array<string>;
  lotacaoId: string | number;
  permissoes: Array<string>;
  usuarioId: string | number;
};

export type VotacaoFiltro = {
  ano?: number | null | undefined;
  /** Votações da sessão deste dia (AAAA-MM-DD). */
  data?: string | null | undefined;
  /** Mês (1 a 12); exige o ano. */
  mes?: number | null | undefined;
  /** aprovado ou rejeitado. */
  resultado?: string | null | undefined;
  /** Palavras da matéria votada. */
  termo?: string | null | undefined;
};

export type VotacaoInput = {
  /** De 2019 ao ano atual. */
  ano: number;
  /** AAAA-MM-DD. */
  data: string;
  materia: string;
  /** Número da votação no ano. */
  numero: number;
  processoId?: number | null | undefined;
  /** aprovado ou rejeitado. */
  resultado: string;
  /** A posição de cada deputado; a contagem da votação sai delas. */
  votos?: Array<VotacaoVotosLinha> | null | undefined;
};

export type VotacaoVotosLinha = {
  /** true tira a linha guardada. */
  _destroy?: boolean | null | undefined;
  deputadoId?: number | null | undefined;
  /** Id da linha guardada; vazio numa linha nova. */
  id?: string | number | null | undefined;
  posicao?: string | null | undefined;
};

export type AbastecimentosAdminQueryVariables = Exact<{
  filtro?: AbastecimentoFiltro | null | undefined;
  pagina: number;
  porPagina: number;
}>;


export type AbastecimentosAdminQuery = { abastecimentos: { total: number, totalPaginas: number, itens: Array<{ id: string, ano: number, mes: number, data: string, placa: string, combustivel: string, litros: number, valor: string, posto: string, valorFormatado: string, combustivelDescricao: string, arquivo: { nome: string, tamanho: number, url: string } | null }> } | null };

export type AbastecimentoAdminQueryVariables = Exact<{
  id: string | number;
}>;


export type AbastecimentoAdminQuery = { abastecimento: { id: string, ano: number, mes: number, data: string, placa: string, combustivel: string, litros: number, valor: string, posto: string, valorFormatado: string, combustivelDescricao: string, arquivo: { nome: string, tamanho: number, url: string } | null } | null };

export type CriarAbastecimentoAdminMutationVariables = Exact<{
  dados: AbastecimentoInput;
}>;


export type CriarAbastecimentoAdminMutation = { criarAbastecimento: { id: string, ano: number, mes: number, data: string, placa: string, combustivel: string, litros: number, valor: string, posto: string, valorFormatado: string, combustivelDescricao: string, arquivo: { nome: string, tamanho: number, url: string } | null } };

export type AtualizarAbastecimentoAdminMutationVariables = Exact<{
  id: string | number;
  dados: AbastecimentoInput;
}>;


export type AtualizarAbastecimentoAdminMutation = { atualizarAbastecimento: { id: string, ano: number, mes: number, data: string, placa: string, combustivel: string, litros: number, valor: string, posto: string, valorFormatado: string, combustivelDescricao: string, arquivo: { nome: string, tamanho: number, url: string } | null } };

export type ExcluirAbastecimentoAdminMutationVariables = Exact<{
  id: string | number;
}>;


export type ExcluirAbastecimentoAdminMutation = { excluirAbastecimento: boolean };

export type AeronavesAdminQueryVariables = Exact<{
  filtro?: AeronaveFiltro | null | undefined;
  pagina: number;
  porPagina: number;
}>;


export type AeronavesAdminQuery = { aeronaves: { total: number, totalPaginas: number, itens: Array<{ id: string, ano: number, mes: number, prefixo: string, modelo: string, descricao: string | null, arquivo: { nome: string, tamanho: number, url: string } | null }> } | null };

export type AeronaveAdminQueryVariables = Exact<{
  id: string | number;
}>;


export type AeronaveAdminQuery = { aeronave: { id: string, ano: number, mes: number, prefixo: string, modelo: string, descricao: string | null, arquivo: { nome: string, tamanho: number, url: string } | null } | null };

export type CriarAeronaveAdminMutationVariables = Exact<{
  dados: AeronaveInput;
}>;


export type CriarAeronaveAdminMutation = { criarAeronave: { id: string, ano: number, mes: number, prefixo: string, modelo: string, descricao: string | null, arquivo: { nome: string, tamanho: number, url: string } | null } };

export type AtualizarAeronaveAdminMutationVariables = Exact<{
  id: string | number;
  dados: AeronaveInput;
}>;


export type AtualizarAeronaveAdminMutation = { atualizarAeronave: { id: string, ano: number, mes: number, prefixo: string, modelo: string, descricao: string | null, arquivo: { nome: string, tamanho: number, url: string } | null } };

export type ExcluirAeronaveAdminMutationVariables = Exact<{
  id: string | number;
}>;


export type ExcluirAeronaveAdminMutation = { excluirAeronave: boolean };

export type ArquivosDoPortalAdminQueryVariables = Exact<{
  filtro?: ArquivoDoPortalFiltro | null | undefined;
  pagina: number;
  porPagina: number;
}>;


export type ArquivosDoPortalAdminQuery = { arquivosDoPortalAdmin: { total: number, totalPaginas: number, itens: Array<{ id: string, titulo: string, ativo: boolean, ativoNome: string, updatedAt: string, enderecoPublico: string, createdAt: string, arquivo: { nome: string, tamanho: number, url: string } | null }> } | null };

export type ArquivoDoPortalAdminQueryVariables = Exact<{
  id: string | number;
}>;


export type ArquivoDoPortalAdminQuery = { arquivoDoPortalAdmin: { id: string, titulo: string, ativo: boolean, ativoNome: string, updatedAt: string, enderecoPublico: string, createdAt: string, arquivo: { nome: string, tamanho: number, url: string } | null } | null };

export type CriarArquivoDoPortalAdminMutationVariables = Exact<{
  dados: ArquivoDoPortalInput;
}>;


export type CriarArquivoDoPortalAdminMutation = { criarArquivoDoPortal: { id: string, titulo: string, ativo: boolean, ativoNome: string, updatedAt: string, enderecoPublico: string, createdAt: string, arquivo: { nome: string, tamanho: number, url: string } | null } };

export type AtualizarArquivoDoPortalAdminMutationVariables = Exact<{
  id: string | number;
  dados: ArquivoDoPortalInput;
}>;


export type AtualizarArquivoDoPortalAdminMutation = { atualizarArquivoDoPortal: { id: string, titulo: string, ativo: boolean, ativoNome: string, updatedAt: string, enderecoPublico: string, createdAt: string, arquivo: { nome: string, tamanho: number, url: string } | null } };

export type ExcluirArquivoDoPortalAdminMutationVariables = Exact<{
  id: string | number;
}>;


export type ExcluirArquivoDoPortalAdminMutation = { excluirArquivoDoPortal: boolean };

export type ArquivosLinksAdminQueryVariables = Exact<{
  filtro?: ArquivoLinkFiltro | null | undefined;
  pagina: number;
  porPagina: number;
}>;


export type ArquivosLinksAdminQuery = { arquivosLinks: { total: number, totalPaginas: number, itens: Array<{ id: string, ano: number, tipo: string, titulo: string, descricao: string | null, link: string | null, tipoDescricao: string, arquivo: { nome: string, tamanho: number, url: string } | null }> } | null };

export type ArquivoLinkAdminQueryVariables = Exact<{
  id: string | number;
}>;


export type ArquivoLinkAdminQuery = { arquivoLink: { id: string, ano: number, tipo: string, titulo: string, descricao: string | null, link: string | null, tipoDescricao: string, arquivo: { nome: string, tamanho: number, url: string } | null } | null };

export type CriarArquivoLinkAdminMutationVariables = Exact<{
  dados: ArquivoLinkInput;
}>;


export type CriarArquivoLinkAdminMutation = { criarArquivoLink: { id: string, ano: number, tipo: string, titulo: string, descricao: string | null, link: string | null, tipoDescricao: string, arquivo: { nome: string, tamanho: number, url: string } | null } };

export type AtualizarArquivoLinkAdminMutationVariables = Exact<{
  id: string | number;
  dados: ArquivoLinkInput;
}>;


export type AtualizarArquivoLinkAdminMutation = { atualizarArquivoLink: { id: string, ano: number, tipo: string, titulo: string, descricao: string | null, link: string | null, tipoDescricao: string, arquivo: { nome: string, tamanho: number, url: string } | null } };

export type ExcluirArquivoLinkAdminMutationVariables = Exact<{
  id: string | number;
}>;


export type ExcluirArquivoLinkAdminMutation = { excluirArquivoLink: boolean };

export type MembrosCorpoTecnicoAdminQueryVariables = Exact<{
  filtro?: MembroCorpoTecnicoFiltro | null | undefined;
  pagina: number;
  porPagina: number;
}>;


export type MembrosCorpoTecnicoAdminQuery = { membrosCorpoTecnico: { total: number, totalPaginas: number, itens: Array<{ id: string, nome: string, cargo: string | null, area: string | null, formacao: string | null, email: string | null }> } | null };

export type MembroCorpoTecnicoAdminQueryVariables = Exact<{
  id: string | number;
}>;


export type MembroCorpoTecnicoAdminQuery = { membroCorpoTecnico: { id: string, nome: string, cargo: string | null, area: string | null, formacao: string | null, email: string | null } | null };

export type CriarMembroCorpoTecnicoAdminMutationVariables = Exact<{
  dados: MembroCorpoTecnicoInput;
}>;


export type CriarMembroCorpoTecnicoAdminMutation = { criarMembroCorpoTecnico: { id: string, nome: string, cargo: string | null, area: string | null, formacao: string | null, email: string | null } };

export type AtualizarMembroCorpoTecnicoAdminMutationVariables = Exact<{
  id: string | number;
  dados: MembroCorpoTecnicoInput;
}>;


export type AtualizarMembroCorpoTecnicoAdminMutation = { atualizarMembroCorpoTecnico: { id: string, nome: string, cargo: string | null, area: string | null, formacao: string | null, email: string | null } };

export type ExcluirMembroCorpoTecnicoAdminMutationVariables = Exact<{
  id: string | number;
}>;


export type ExcluirMembroCorpoTecnicoAdminMutation = { excluirMembroCorpoTecnico: boolean };

export type InformacoesAssessoramentoAdminQueryVariables = Exact<{
  filtro?: InformacaoAssessoramentoFiltro | null | undefined;
  pagina: number;
  porPagina: number;
}>;


export type InformacoesAssessoramentoAdminQuery = { informacoesAssessoramento: { total: number, totalPaginas: number, itens: Array<{ id: string, secao: string, titulo: string, ordem: number, conteudo: string, secaoNome: string }> } | null };

export type InformacaoAssessoramentoAdminQueryVariables = Exact<{
  id: string | number;
}>;


export type InformacaoAssessoramentoAdminQuery = { informacaoAssessoramento: { id: string, secao: string, titulo: string, ordem: number, conteudo: string, secaoNome: string } | null };

export type CriarInformacaoAssessoramentoAdminMutationVariables = Exact<{
  dados: InformacaoAssessoramentoInput;
}>;


export type CriarInformacaoAssessoramentoAdminMutation = { criarInformacaoAssessoramento: { id: string, secao: string, titulo: string, ordem: number, conteudo: string, secaoNome: string } };

export type AtualizarInformacaoAssessoramentoAdminMutationVariables = Exact<{
  id: string | number;
  dados: InformacaoAssessoramentoInput;
}>;


export type AtualizarInformacaoAssessoramentoAdminMutation = { atualizarInformacaoAssessoramento: { id: string, secao: string, titulo: string, ordem: number, conteudo: string, secaoNome: string } };

export type ExcluirInformacaoAssessoramentoAdminMutationVariables = Exact<{
  id: string | number;
}>;


export type ExcluirInformacaoAssessoramentoAdminMutation = { excluirInformacaoAssessoramento: boolean };

export type MateriaisAssessoramentoAdminQueryVariables = Exact<{
  filtro?: MaterialAssessoramentoFiltro | null | undefined;
  pagina: number;
  porPagina: number;
}>;


export type MateriaisAssessoramentoAdminQuery = { materiaisAssessoramento: { total: number, totalPaginas: number, itens: Array<{ id: string, titulo: string, data: string, tipo: string, resumo: string | null, url: string | null, tipoDescricao: string, arquivo: { nome: string, tamanho: number, url: string } | null }> } | null };

export type MaterialAssessoramentoAdminQueryVariables = Exact<{
  id: string | number;
}>;


export type MaterialAssessoramentoAdminQuery = { materialAssessoramento: { id: string, titulo: string, data: string, tipo: string, resumo: string | null, url: string | null, tipoDescricao: string, arquivo: { nome: string, tamanho: number, url: string } | null } | null };

export type CriarMaterialAssessoramentoAdminMutationVariables = Exact<{
  dados: MaterialAssessoramentoInput;
}>;


export type CriarMaterialAssessoramentoAdminMutation = { criarMaterialAssessoramento: { id: string, titulo: string, data: string, tipo: string, resumo: string | null, url: string | null, tipoDescricao: string, arquivo: { nome: string, tamanho: number, url: string } | null } };

export type AtualizarMaterialAssessoramentoAdminMutationVariables = Exact<{
  id: string | number;
  dados: MaterialAssessoramentoInput;
}>;


export type AtualizarMaterialAssessoramentoAdminMutation = { atualizarMaterialAssessoramento: { id: string, titulo: string, data: string, tipo: string, resumo: string | null, url: string | null, tipoDescricao: string, arquivo: { nome: string, tamanho: number, url: string } | null } };

export type ExcluirMaterialAssessoramentoAdminMutationVariables = Exact<{
  id: string | number;
}>;


export type ExcluirMaterialAssessoramentoAdminMutation = { excluirMaterialAssessoramento: boolean };

export type AtasPlenariasAdminQueryVariables = Exact<{
  filtro?: AtaPlenariaFiltro | null | undefined;
  pagina: number;
  porPagina: number;
}>;


export type AtasPlenariasAdminQuery = { atasPlenarias: { total: number, totalPaginas: number, itens: Array<{ id: string, ano: number, mes: number, data: string, numero: number, tipoSessao: string, descricao: string | null, tipoSessaoDescricao: string, arquivo: { nome: string, tamanho: number, url: string } | null }> } | null };

export type AtaPlenariaAdminQueryVariables = Exact<{
  id: string | number;
}>;


export type AtaPlenariaAdminQuery = { ataPlenaria: { id: string, ano: number, mes: number, data: string, numero: number, tipoSessao: string, descricao: string | null, tipoSessaoDescricao: string, arquivo: { nome: string, tamanho: number, url: string } | null } | null };

export type CriarAtaPlenariaAdminMutationVariables = Exact<{
  dados: AtaPlenariaInput;
}>;


export type CriarAtaPlenariaAdminMutation = { criarAtaPlenaria: { id: string, ano: number, mes: number, data: string, numero: number, tipoSessao: string, descricao: string | null, tipoSessaoDescricao: string, arquivo: { nome: string, tamanho: number, url: string } | null } };

export type AtualizarAtaPlenariaAdminMutationVariables = Exact<{
  id: string | number;
  dados: AtaPlenariaInput;
}>;


export type AtualizarAtaPlenariaAdminMutation = { atualizarAtaPlenaria: { id: string, ano: number, mes: number, data: string, numero: number, tipoSessao: string, descricao: string | null, tipoSessaoDescricao: string, arquivo: { nome: string, tamanho: number, url: string } | null } };

export type ExcluirAtaPlenariaAdminMutationVariables = Exact<{
  id: string | number;
}>;


export type ExcluirAtaPlenariaAdminMutation = { excluirAtaPlenaria: boolean };

export type AvisosLicitacoesAdminQueryVariables = Exact<{
  filtro?: AvisoLicitacaoFiltro | null | undefined;
  pagina: number;
  porPagina: number;
}>;


export type AvisosLicitacoesAdminQuery = { avisosLicitacoes: { total: number, totalPaginas: number, itens: Array<{ id: string, editalId: string | null, titulo: string, conteudo: string, dataPublicacao: string, edital: { identificador: string } | null, arquivos: Array<{ chave: string, nome: string, tamanho: number, url: string }> }> } | null };

export type AvisoLicitacaoAdminQueryVariables = Exact<{
  id: string | number;
}>;


export type AvisoLicitacaoAdminQuery = { avisoLicitacao: { id: string, editalId: string | null, titulo: string, conteudo: string, dataPublicacao: string, edital: { identificador: string } | null, arquivos: Array<{ chave: string, nome: string, tamanho: number, url: string }> } | null };

export type CriarAvisoLicitacaoAdminMutationVariables = Exact<{
  dados: AvisoLicitacaoInput;
}>;


export type CriarAvisoLicitacaoAdminMutation = { criarAvisoLicitacao: { id: string, editalId: string | null, titulo: string, conteudo: string, dataPublicacao: string, edital: { identificador: string } | null, arquivos: Array<{ chave: string, nome: string, tamanho: number, url: string }> } };

export type AtualizarAvisoLicitacaoAdminMutationVariables = Exact<{
  id: string | number;
  dados: AvisoLicitacaoInput;
}>;


export type AtualizarAvisoLicitacaoAdminMutation = { atualizarAvisoLicitacao: { id: string, editalId: string | null, titulo: string, conteudo: string, dataPublicacao: string, edital: { identificador: string } | null, arquivos: Array<{ chave: string, nome: string, tamanho: number, url: string }> } };

export type ExcluirAvisoLicitacaoAdminMutationVariables = Exact<{
  id: string | number;
}>;


export type ExcluirAvisoLicitacaoAdminMutation = { excluirAvisoLicitacao: boolean };

export type BalancosAdminQueryVariables = Exact<{
  filtro?: BalancoFiltro | null | undefined;
  pagina: number;
  porPagina: number;
}>;


export type BalancosAdminQuery = { balancos: { total: number, totalPaginas: number, itens: Array<{ id: string, ano: number, titulo: string, descricao: string | null, arquivo: { nome: string, tamanho: number, url: string } | null }> } | null };

export type BalancoAdminQueryVariables = Exact<{
  id: string | number;
}>;


export type BalancoAdminQuery = { balanco: { id: string, ano: number, titulo: string, descricao: string | null, arquivo: { nome: string, tamanho: number, url: string } | null } | null };

export type CriarBalancoAdminMutationVariables = Exact<{
  dados: BalancoInput;
}>;


export type CriarBalancoAdminMutation = { criarBalanco: { id: string, ano: number, titulo: string, descricao: string | null, arquivo: { nome: string, tamanho: number, url: string } | null } };

export type AtualizarBalancoAdminMutationVariables = Exact<{
  id: string | number;
  dados: BalancoInput;
}>;


export type AtualizarBalancoAdminMutation = { atualizarBalanco: { id: string, ano: number, titulo: string, descricao: string | null, arquivo: { nome: string, tamanho: number, url: string } | null } };

export type ExcluirBalancoAdminMutationVariables = Exact<{
  id: string | number;
}>;


export type ExcluirBalancoAdminMutation = { excluirBalanco: boolean };

export type CategoriasDaPerguntaQueryVariables = Exact<{ [key: string]: never; }>;


export type CategoriasDaPerguntaQuery = { categoriasPerguntasFrequentes: { itens: Array<{ id: string, nome: string }> } | null };

export type CategoriasDoLinkQueryVariables = Exact<{ [key: string]: never; }>;


export type CategoriasDoLinkQuery = { categoriasLinks: { itens: Array<{ id: string, nome: string }> } | null };

export type CategoriasLinksAdminQueryVariables = Exact<{
  filtro?: CategoriaLinkFiltro | null | undefined;
  pagina: number;
  porPagina: number;
}>;


export type CategoriasLinksAdminQuery = { categoriasLinks: { total: number, totalPaginas: number, itens: Array<{ id: string, nome: string, ordem: number }> } | null };

export type CategoriaLinkAdminQueryVariables = Exact<{
  id: string | number;
}>;


export type CategoriaLinkAdminQuery = { categoriaLink: { id: string, nome: string, ordem: number } | null };

export type CriarCategoriaLinkAdminMutationVariables = Exact<{
  dados: CategoriaLinkInput;
}>;


export type CriarCategoriaLinkAdminMutation = { criarCategoriaLink: { id: string, nome: string, ordem: number } };

export type AtualizarCategoriaLinkAdminMutationVariables = Exact<{
  id: string | number;
  dados: CategoriaLinkInput;
}>;


export type AtualizarCategoriaLinkAdminMutation = { atualizarCategoriaLink: { id: string, nome: string, ordem: number } };

export type ExcluirCategoriaLinkAdminMutationVariables = Exact<{
  id: string | number;
}>;


export type ExcluirCategoriaLinkAdminMutation = { excluirCategoriaLink: boolean };

export type CategoriasPerguntasFrequentesAdminQueryVariables = Exact<{
  filtro?: CategoriaPerguntaFrequenteFiltro | null | undefined;
  pagina: number;
  porPagina: number;
}>;


export type CategoriasPerguntasFrequentesAdminQuery = { categoriasPerguntasFrequentes: { total: number, totalPaginas: number, itens: Array<{ id: string, nome: string, ordem: number }> } | null };

export type CategoriaPerguntaFrequenteAdminQueryVariables = Exact<{
  id: string | number;
}>;


export type CategoriaPerguntaFrequenteAdminQuery = { categoriaPerguntaFrequente: { id: string, nome: string, ordem: number } | null };

export type CriarCategoriaPerguntaFrequenteAdminMutationVariables = Exact<{
  dados: CategoriaPerguntaFrequenteInput;
}>;


export type CriarCategoriaPerguntaFrequenteAdminMutation = { criarCategoriaPerguntaFrequente: { id: string, nome: string, ordem: number } };

export type AtualizarCategoriaPerguntaFrequenteAdminMutationVariables = Exact<{
  id: string | number;
  dados: CategoriaPerguntaFrequenteInput;
}>;


export type AtualizarCategoriaPerguntaFrequenteAdminMutation = { atualizarCategoriaPerguntaFrequente: { id: string, nome: string, ordem: number } };

export type ExcluirCategoriaPerguntaFrequenteAdminMutationVariables = Exact<{
  id: string | number;
}>;


export type ExcluirCategoriaPerguntaFrequenteAdminMutation = { excluirCategoriaPerguntaFrequente: boolean };

export type DocumentosComplianceAdminQueryVariables = Exact<{
  filtro?: DocumentoComplianceFiltro | null | undefined;
  pagina: number;
  porPagina: number;
}>;


export type DocumentosComplianceAdminQuery = { documentosCompliance: { total: number, totalPaginas: number, itens: Array<{ id: string, ano: number, tipo: string, titulo: string, descricao: string | null, tipoDescricao: string, arquivo: { nome: string, tamanho: number, url: string } | null }> } | null };

export type DocumentoComplianceAdminQueryVariables = Exact<{
  id: string | number;
}>;


export type DocumentoComplianceAdminQuery = { documentoCompliance: { id: string, ano: number, tipo: string, titulo: string, descricao: string | null, tipoDescricao: string, arquivo: { nome: string, tamanho: number, url: string } | null } | null };

export type CriarDocumentoComplianceAdminMutationVariables = Exact<{
  dados: DocumentoComplianceInput;
}>;


export type CriarDocumentoComplianceAdminMutation = { criarDocumentoCompliance: { id: string, ano: number, tipo: string, titulo: string, descricao: string | null, tipoDescricao: string, arquivo: { nome: string, tamanho: number, url: string } | null } };

export type AtualizarDocumentoComplianceAdminMutationVariables = Exact<{
  id: string | number;
  dados: DocumentoComplianceInput;
}>;


export type AtualizarDocumentoComplianceAdminMutation = { atualizarDocumentoCompliance: { id: string, ano: number, tipo: string, titulo: string, descricao: string | null, tipoDescricao: string, arquivo: { nome: string, tamanho: number, url: string } | null } };

export type ExcluirDocumentoComplianceAdminMutationVariables = Exact<{
  id: string | number;
}>;


export type ExcluirDocumentoComplianceAdminMutation = { excluirDocumentoCompliance: boolean };

export type ConcursosAdminQueryVariables = Exact<{
  filtro?: ConcursoFiltro | null | undefined;
  pagina: number;
  porPagina: number;
}>;


export type ConcursosAdminQuery = { concursos: { total: number, totalPaginas: number, itens: Array<{ id: string, ano: number, titulo: string, situacao: string, vagas: number, descricao: string | null, situacaoDescricao: string, arquivo: { nome: string, tamanho: number, url: string } | null }> } | null };

export type ConcursoAdminQueryVariables = Exact<{
  id: string | number;
}>;


export type ConcursoAdminQuery = { concurso: { id: string, ano: number, titulo: string, situacao: string, vagas: number, descricao: string | null, situacaoDescricao: string, arquivo: { nome: string, tamanho: number, url: string } | null } | null };

export type CriarConcursoAdminMutationVariables = Exact<{
  dados: ConcursoInput;
}>;


export type CriarConcursoAdminMutation = { criarConcurso: { id: string, ano: number, titulo: string, situacao: string, vagas: number, descricao: string | null, situacaoDescricao: string, arquivo: { nome: string, tamanho: number, url: string } | null } };

export type AtualizarConcursoAdminMutationVariables = Exact<{
  id: string | number;
  dados: ConcursoInput;
}>;


export type AtualizarConcursoAdminMutation = { atualizarConcurso: { id: string, ano: number, titulo: string, situacao: string, vagas: number, descricao: string | null, situacaoDescricao: string, arquivo: { nome: string, tamanho: number, url: string } | null } };

export type ExcluirConcursoAdminMutationVariables = Exact<{
  id: string | number;
}>;


export type ExcluirConcursoAdminMutation = { excluirConcurso: boolean };

export type ConfiguracoesAdminQueryVariables = Exact<{
  filtro?: ConfiguracaoFiltro | null | undefined;
  pagina: number;
  porPagina: number;
}>;


export type ConfiguracoesAdminQuery = { configuracoes: { total: number, totalPaginas: number, itens: Array<{ id: string, area: string, fontePadrao: string, categoriaPadrao: string, areaDescricao: string, categoriaPadraoDescricao: string }> } | null };

export type ConfiguracaoAdminQueryVariables = Exact<{
  id: string | number;
}>;


export type ConfiguracaoAdminQuery = { configuracao: { id: string, area: string, fontePadrao: string, categoriaPadrao: string, areaDescricao: string, categoriaPadraoDescricao: string } | null };

export type CriarConfiguracaoAdminMutationVariables = Exact<{
  dados: ConfiguracaoInput;
}>;


export type CriarConfiguracaoAdminMutation = { criarConfiguracao: { id: string, area: string, fontePadrao: string, categoriaPadrao: string, areaDescricao: string, categoriaPadraoDescricao: string } };

export type AtualizarConfiguracaoAdminMutationVariables = Exact<{
  id: string | number;
  dados: ConfiguracaoInput;
}>;


export type AtualizarConfiguracaoAdminMutation = { atualizarConfiguracao: { id: string, area: string, fontePadrao: string, categoriaPadrao: string, areaDescricao: string, categoriaPadraoDescricao: string } };

export type ExcluirConfiguracaoAdminMutationVariables = Exact<{
  id: string | number;
}>;


export type ExcluirConfiguracaoAdminMutation = { excluirConfiguracao: boolean };

export type DiretorioDeContatosAdminQueryVariables = Exact<{
  filtro?: ContatoFiltro | null | undefined;
  pagina: number;
  porPagina: number;
}>;


export type DiretorioDeContatosAdminQuery = { diretorioDeContatosAdmin: { total: number, totalPaginas: number, itens: Array<{ id: string, nome: string, tipo: string, responsavel: string | null, email: string | null, localizacao: string | null, ordem: number, tipoDescricao: string, telefones: Array<string>, fax: string | null, telefonesLotacao: Array<{ id: string, tipoCd: string, numero: string }> }> } | null };

export type ContatoAdminQueryVariables = Exact<{
  id: string | number;
}>;


export type ContatoAdminQuery = { contatoAdmin: { id: string, nome: string, tipo: string, responsavel: string | null, email: string | null, localizacao: string | null, ordem: number, tipoDescricao: string, telefones: Array<string>, fax: string | null, telefonesLotacao: Array<{ id: string, tipoCd: string, numero: string }> } | null };

export type CriarContatoAdminMutationVariables = Exact<{
  dados: ContatoInput;
}>;


export type CriarContatoAdminMutation = { criarContato: { id: string, nome: string, tipo: string, responsavel: string | null, email: string | null, localizacao: string | null, ordem: number, tipoDescricao: string, telefones: Array<string>, fax: string | null, telefonesLotacao: Array<{ id: string, tipoCd: string, numero: string }> } };

export type AtualizarContatoAdminMutationVariables = Exact<{
  id: string | number;
  dados: ContatoInput;
}>;


export type AtualizarContatoAdminMutation = { atualizarContato: { id: string, nome: string, tipo: string, responsavel: string | null, email: string | null, localizacao: string | null, ordem: number, tipoDescricao: string, telefones: Array<string>, fax: string | null, telefonesLotacao: Array<{ id: string, tipoCd: string, numero: string }> } };

export type ExcluirContatoAdminMutationVariables = Exact<{
  id: string | number;
}>;


export type ExcluirContatoAdminMutation = { excluirContato: boolean };

export type ContratosAdminQueryVariables = Exact<{
  filtro?: ContratoFiltro | null | undefined;
  pagina: number;
  porPagina: number;
}>;


export type ContratosAdminQuery = { contratos: { total: number, totalPaginas: number, itens: Array<{ id: string, numero: string, ano: number, objeto: string, fornecedor: string, cnpj: string, tipo: string, valor: string, dataAssinatura: string, vigenciaInicio: string, vigenciaFim: string, tipoContratacaoId: string | null, tipoDescricao: string, valorFormatado: string, tipoContratacaoDescricao: string | null, cnpjFormatado: string }> } | null };

export type ContratoAdminQueryVariables = Exact<{
  id: string | number;
}>;


export type ContratoAdminQuery = { contrato: { id: string, numero: string, ano: number, objeto: string, fornecedor: string, cnpj: string, tipo: string, valor: string, dataAssinatura: string, vigenciaInicio: string, vigenciaFim: string, tipoContratacaoId: string | null, tipoDescricao: string, valorFormatado: string, tipoContratacaoDescricao: string | null, cnpjFormatado: string } | null };

export type CriarContratoAdminMutationVariables = Exact<{
  dados: ContratoInput;
}>;


export type CriarContratoAdminMutation = { criarContrato: { id: string, numero: string, ano: number, objeto: string, fornecedor: string, cnpj: string, tipo: string, valor: string, dataAssinatura: string, vigenciaInicio: string, vigenciaFim: string, tipoContratacaoId: string | null, tipoDescricao: string, valorFormatado: string, tipoContratacaoDescricao: string | null, cnpjFormatado: string } };

export type AtualizarContratoAdminMutationVariables = Exact<{
  id: string | number;
  dados: ContratoInput;
}>;


export type AtualizarContratoAdminMutation = { atualizarContrato: { id: string, numero: string, ano: number, objeto: string, fornecedor: string, cnpj: string, tipo: string, valor: string, dataAssinatura: string, vigenciaInicio: string, vigenciaFim: string, tipoContratacaoId: string | null, tipoDescricao: string, valorFormatado: string, tipoContratacaoDescricao: string | null, cnpjFormatado: string } };

export type ExcluirContratoAdminMutationVariables = Exact<{
  id: string | number;
}>;


export type ExcluirContratoAdminMutation = { excluirContrato: boolean };

export type DemonstrativosDespesasComPessoalAdminQueryVariables = Exact<{
  filtro?: DemonstrativoDespesasComPessoalFiltro | null | undefined;
  pagina: number;
  porPagina: number;
}>;


export type DemonstrativosDespesasComPessoalAdminQuery = { demonstrativosDespesasComPessoal: { total: number, totalPaginas: number, itens: Array<{ id: string, ano: number, descricao: string | null, arquivo: { nome: string, tamanho: number, url: string } | null }> } | null };

export type DemonstrativoDespesasComPessoalAdminQueryVariables = Exact<{
  id: string | number;
}>;


export type DemonstrativoDespesasComPessoalAdminQuery = { demonstrativoDespesasComPessoal: { id: string, ano: number, descricao: string | null, arquivo: { nome: string, tamanho: number, url: string } | null } | null };

export type CriarDemonstrativoDespesasComPessoalAdminMutationVariables = Exact<{
  dados: DemonstrativoDespesasComPessoalInput;
}>;


export type CriarDemonstrativoDespesasComPessoalAdminMutation = { criarDemonstrativoDespesasComPessoal: { id: string, ano: number, descricao: string | null, arquivo: { nome: string, tamanho: number, url: string } | null } };

export type AtualizarDemonstrativoDespesasComPessoalAdminMutationVariables = Exact<{
  id: string | number;
  dados: DemonstrativoDespesasComPessoalInput;
}>;


export type AtualizarDemonstrativoDespesasComPessoalAdminMutation = { atualizarDemonstrativoDespesasComPessoal: { id: string, ano: number, descricao: string | null, arquivo: { nome: string, tamanho: number, url: string } | null } };

export type ExcluirDemonstrativoDespesasComPessoalAdminMutationVariables = Exact<{
  id: string | number;
}>;


export type ExcluirDemonstrativoDespesasComPessoalAdminMutation = { excluirDemonstrativoDespesasComPessoal: boolean };

export type DeputadosDoVotoQueryVariables = Exact<{ [key: string]: never; }>;


export type DeputadosDoVotoQuery = { deputados: { itens: Array<{ id: string, nome: string, partido: { sigla: string } | null }> } | null };

export type DiariasAdminQueryVariables = Exact<{
  filtro?: DiariaFiltro | null | undefined;
  pagina: number;
  porPagina: number;
}>;


export type DiariasAdminQuery = { diarias: { total: number, totalPaginas: number, itens: Array<{ id: string, ano: number, mes: number, beneficiario: string, cargo: string, tipoSolicitacaoId: string, destino: string, motivo: string, dataSaida: string, dataRetorno: string, quantidade: string, valorUnitario: string, valorTotal: string, valorTotalFormatado: string, tipoSolicitacaoDescricao: string, valorUnitarioFormatado: string }> } | null };

export type DiariaAdminQueryVariables = Exact<{
  id: string | number;
}>;


export type DiariaAdminQuery = { diaria: { id: string, ano: number, mes: number, beneficiario: string, cargo: string, tipoSolicitacaoId: string, destino: string, motivo: string, dataSaida: string, dataRetorno: string, quantidade: string, valorUnitario: string, valorTotal: string, valorTotalFormatado: string, tipoSolicitacaoDescricao: string, valorUnitarioFormatado: string } | null };

export type CriarDiariaAdminMutationVariables = Exact<{
  dados: DiariaInput;
}>;


export type CriarDiariaAdminMutation = { criarDiaria: { id: string, ano: number, mes: number, beneficiario: string, cargo: string, tipoSolicitacaoId: string, destino: string, motivo: string, dataSaida: string, dataRetorno: string, quantidade: string, valorUnitario: string, valorTotal: string, valorTotalFormatado: string, tipoSolicitacaoDescricao: string, valorUnitarioFormatado: string } };

export type AtualizarDiariaAdminMutationVariables = Exact<{
  id: string | number;
  dados: DiariaInput;
}>;


export type AtualizarDiariaAdminMutation = { atualizarDiaria: { id: string, ano: number, mes: number, beneficiario: string, cargo: string, tipoSolicitacaoId: string, destino: string, motivo: string, dataSaida: string, dataRetorno: string, quantidade: string, valorUnitario: string, valorTotal: string, valorTotalFormatado: string, tipoSolicitacaoDescricao: string, valorUnitarioFormatado: string } };

export type ExcluirDiariaAdminMutationVariables = Exact<{
  id: string | number;
}>;


export type ExcluirDiariaAdminMutation = { excluirDiaria: boolean };

export type DiariosAdminQueryVariables = Exact<{
  filtro?: DiarioFiltro | null | undefined;
  pagina: number;
  porPagina: number;
}>;


export type DiariosAdminQuery = { diarios: { total: number, totalPaginas: number, itens: Array<{ id: string, ano: number, mes: number, data: string, numero: number, tipo: string, descricao: string | null, tipoDescricao: string, arquivo: { nome: string, tamanho: number, url: string } | null }> } | null };

export type DiarioAdminQueryVariables = Exact<{
  id: string | number;
}>;


export type DiarioAdminQuery = { diario: { id: string, ano: number, mes: number, data: string, numero: number, tipo: string, descricao: string | null, tipoDescricao: string, arquivo: { nome: string, tamanho: number, url: string } | null } | null };

export type CriarDiarioAdminMutationVariables = Exact<{
  dados: DiarioInput;
}>;


export type CriarDiarioAdminMutation = { criarDiario: { id: string, ano: number, mes: number, data: string, numero: number, tipo: string, descricao: string | null, tipoDescricao: string, arquivo: { nome: string, tamanho: number, url: string } | null } };

export type AtualizarDiarioAdminMutationVariables = Exact<{
  id: string | number;
  dados: DiarioInput;
}>;


export type AtualizarDiarioAdminMutation = { atualizarDiario: { id: string, ano: number, mes: number, data: string, numero: number, tipo: string, descricao: string | null, tipoDescricao: string, arquivo: { nome: string, tamanho: number, url: string } | null } };

export type ExcluirDiarioAdminMutationVariables = Exact<{
  id: string | number;
}>;


export type ExcluirDiarioAdminMutation = { excluirDiario: boolean };

export type DueofsAdminQueryVariables = Exact<{
  filtro?: DueofFiltro | null | undefined;
  pagina: number;
  porPagina: number;
}>;


export type DueofsAdminQuery = { dueofs: { total: number, totalPaginas: number, itens: Array<{ id: string, ano: number, mes: number, data: string, documento: string, natureza: string, favorecido: string, historico: string, valor: string, valorFormatado: string, arquivo: { nome: string, tamanho: number, url: string } | null }> } | null };

export type DueofAdminQueryVariables = Exact<{
  id: string | number;
}>;


export type DueofAdminQuery = { dueof: { id: string, ano: number, mes: number, data: string, documento: string, natureza: string, favorecido: string, historico: string, valor: string, valorFormatado: string, arquivo: { nome: string, tamanho: number, url: string } | null } | null };

export type CriarDueofAdminMutationVariables = Exact<{
  dados: DueofInput;
}>;


export type CriarDueofAdminMutation = { criarDueof: { id: string, ano: number, mes: number, data: string, documento: string, natureza: string, favorecido: string, historico: string, valor: string, valorFormatado: string, arquivo: { nome: string, tamanho: number, url: string } | null } };

export type AtualizarDueofAdminMutationVariables = Exact<{
  id: string | number;
  dados: DueofInput;
}>;


export type AtualizarDueofAdminMutation = { atualizarDueof: { id: string, ano: number, mes: number, data: string, documento: string, natureza: string, favorecido: string, historico: string, valor: string, valorFormatado: string, arquivo: { nome: string, tamanho: number, url: string } | null } };

export type ExcluirDueofAdminMutationVariables = Exact<{
  id: string | number;
}>;


export type ExcluirDueofAdminMutation = { excluirDueof: boolean };

export type EditaisAdminQueryVariables = Exact<{
  filtro?: EditalFiltro | null | undefined;
  pagina: number;
  porPagina: number;
}>;


export type EditaisAdminQuery = { editais: { total: number, totalPaginas: number, itens: Array<{ id: string, numero: string, ano: number, processo: string, objeto: string, modalidadeId: string, faseId: string, dataAbertura: string, valorEstimado: string, valorEstimadoFormatado: string, modalidade: { descricao: string }, fase: { descricao: string }, arquivos: Array<{ chave: string, nome: string, tamanho: number, url: string }> }> } | null };

export type EditalAdminQueryVariables = Exact<{
  id: string | number;
}>;


export type EditalAdminQuery = { edital: { id: string, numero: string, ano: number, processo: string, objeto: string, modalidadeId: string, faseId: string, dataAbertura: string, valorEstimado: string, valorEstimadoFormatado: string, modalidade: { descricao: string }, fase: { descricao: string }, arquivos: Array<{ chave: string, nome: string, tamanho: number, url: string }> } | null };

export type CriarEditalAdminMutationVariables = Exact<{
  dados: EditalInput;
}>;


export type CriarEditalAdminMutation = { criarEdital: { id: string, numero: string, ano: number, processo: string, objeto: string, modalidadeId: string, faseId: string, dataAbertura: string, valorEstimado: string, valorEstimadoFormatado: string, modalidade: { descricao: string }, fase: { descricao: string }, arquivos: Array<{ chave: string, nome: string, tamanho: number, url: string }> } };

export type AtualizarEditalAdminMutationVariables = Exact<{
  id: string | number;
  dados: EditalInput;
}>;


export type AtualizarEditalAdminMutation = { atualizarEdital: { id: string, numero: string, ano: number, processo: string, objeto: string, modalidadeId: string, faseId: string, dataAbertura: string, valorEstimado: string, valorEstimadoFormatado: string, modalidade: { descricao: string }, fase: { descricao: string }, arquivos: Array<{ chave: string, nome: string, tamanho: number, url: string }> } };

export type ExcluirEditalAdminMutationVariables = Exact<{
  id: string | number;
}>;


export type ExcluirEditalAdminMutation = { excluirEdital: boolean };

export type EmpenhosAdminQueryVariables = Exact<{
  filtro?: EmpenhoFiltro | null | undefined;
  pagina: number;
  porPagina: number;
}>;


export type EmpenhosAdminQuery = { empenhos: { total: number, totalPaginas: number, itens: Array<{ id: string, ano: number, numero: string, data: string, credor: string, cnpj: string, elementoDespesa: string, historico: string, valorEmpenhado: string, valorLiquidado: string, valorPago: string, valorEmpenhadoFormatado: string, cnpjFormatado: string, valorLiquidadoFormatado: string, valorPagoFormatado: string }> } | null };

export type EmpenhoAdminQueryVariables = Exact<{
  id: string | number;
}>;


export type EmpenhoAdminQuery = { empenho: { id: string, ano: number, numero: string, data: string, credor: string, cnpj: string, elementoDespesa: string, historico: string, valorEmpenhado: string, valorLiquidado: string, valorPago: string, valorEmpenhadoFormatado: string, cnpjFormatado: string, valorLiquidadoFormatado: string, valorPagoFormatado: string } | null };

export type CriarEmpenhoAdminMutationVariables = Exact<{
  dados: EmpenhoInput;
}>;


export type CriarEmpenhoAdminMutation = { criarEmpenho: { id: string, ano: number, numero: string, data: string, credor: string, cnpj: string, elementoDespesa: string, historico: string, valorEmpenhado: string, valorLiquidado: string, valorPago: string, valorEmpenhadoFormatado: string, cnpjFormatado: string, valorLiquidadoFormatado: string, valorPagoFormatado: string } };

export type AtualizarEmpenhoAdminMutationVariables = Exact<{
  id: string | number;
  dados: EmpenhoInput;
}>;


export type AtualizarEmpenhoAdminMutation = { atualizarEmpenho: { id: string, ano: number, numero: string, data: string, credor: string, cnpj: string, elementoDespesa: string, historico: string, valorEmpenhado: string, valorLiquidado: string, valorPago: string, valorEmpenhadoFormatado: string, cnpjFormatado: string, valorLiquidadoFormatado: string, valorPagoFormatado: string } };

export type ExcluirEmpenhoAdminMutationVariables = Exact<{
  id: string | number;
}>;


export type ExcluirEmpenhoAdminMutation = { excluirEmpenho: boolean };

export type EstagiariosAdminQueryVariables = Exact<{
  filtro?: EstagiarioFiltro | null | undefined;
  pagina: number;
  porPagina: number;
}>;


export type EstagiariosAdminQuery = { estagiarios: { total: number, totalPaginas: number, itens: Array<{ id: string, ano: number, nome: string, curso: string, instituicao: string, lotacao: string, dataInicio: string, dataFim: string | null, bolsa: string, bolsaFormatada: string, arquivo: { nome: string, tamanho: number, url: string } | null }> } | null };

export type EstagiarioAdminQueryVariables = Exact<{
  id: string | number;
}>;


export type EstagiarioAdminQuery = { estagiario: { id: string, ano: number, nome: string, curso: string, instituicao: string, lotacao: string, dataInicio: string, dataFim: string | null, bolsa: string, bolsaFormatada: string, arquivo: { nome: string, tamanho: number, url: string } | null } | null };

export type CriarEstagiarioAdminMutationVariables = Exact<{
  dados: EstagiarioInput;
}>;


export type CriarEstagiarioAdminMutation = { criarEstagiario: { id: string, ano: number, nome: string, curso: string, instituicao: string, lotacao: string, dataInicio: string, dataFim: string | null, bolsa: string, bolsaFormatada: string, arquivo: { nome: string, tamanho: number, url: string } | null } };

export type AtualizarEstagiarioAdminMutationVariables = Exact<{
  id: string | number;
  dados: EstagiarioInput;
}>;


export type AtualizarEstagiarioAdminMutation = { atualizarEstagiario: { id: string, ano: number, nome: string, curso: string, instituicao: string, lotacao: string, dataInicio: string, dataFim: string | null, bolsa: string, bolsaFormatada: string, arquivo: { nome: string, tamanho: number, url: string } | null } };

export type ExcluirEstagiarioAdminMutationVariables = Exact<{
  id: string | number;
}>;


export type ExcluirEstagiarioAdminMutation = { excluirEstagiario: boolean };

export type ExecucoesOrcamentariasAdminQueryVariables = Exact<{
  filtro?: ExecucaoOrcamentariaFiltro | null | undefined;
  pagina: number;
  porPagina: number;
}>;


export type ExecucoesOrcamentariasAdminQuery = { execucoesOrcamentarias: { total: number, totalPaginas: number, itens: Array<{ id: string, ano: number, mes: number, descricao: string | null, arquivo: { nome: string, tamanho: number, url: string } | null }> } | null };

export type ExecucaoOrcamentariaAdminQueryVariables = Exact<{
  id: string | number;
}>;


export type ExecucaoOrcamentariaAdminQuery = { execucaoOrcamentaria: { id: string, ano: number, mes: number, descricao: string | null, arquivo: { nome: string, tamanho: number, url: string } | null } | null };

export type CriarExecucaoOrcamentariaAdminMutationVariables = Exact<{
  dados: ExecucaoOrcamentariaInput;
}>;


export type CriarExecucaoOrcamentariaAdminMutation = { criarExecucaoOrcamentaria: { id: string, ano: number, mes: number, descricao: string | null, arquivo: { nome: string, tamanho: number, url: string } | null } };

export type AtualizarExecucaoOrcamentariaAdminMutationVariables = Exact<{
  id: string | number;
  dados: ExecucaoOrcamentariaInput;
}>;


export type AtualizarExecucaoOrcamentariaAdminMutation = { atualizarExecucaoOrcamentaria: { id: string, ano: number, mes: number, descricao: string | null, arquivo: { nome: string, tamanho: number, url: string } | null } };

export type ExcluirExecucaoOrcamentariaAdminMutationVariables = Exact<{
  id: string | number;
}>;


export type ExcluirExecucaoOrcamentariaAdminMutation = { excluirExecucaoOrcamentaria: boolean };

export type ExpedientesAdminQueryVariables = Exact<{
  filtro?: ExpedienteFiltro | null | undefined;
  pagina: number;
  porPagina: number;
}>;


export type ExpedientesAdminQuery = { expedientes: { total: number, totalPaginas: number, itens: Array<{ id: string, ano: number, mes: number, data: string, numero: number, tipo: string, origem: string, destinatario: string, assunto: string, sessao: string, descricao: string | null, tipoDescricao: string, arquivo: { nome: string, tamanho: number, url: string } | null }> } | null };

export type ExpedienteAdminQueryVariables = Exact<{
  id: string | number;
}>;


export type ExpedienteAdminQuery = { expediente: { id: string, ano: number, mes: number, data: string, numero: number, tipo: string, origem: string, destinatario: string, assunto: string, sessao: string, descricao: string | null, tipoDescricao: string, arquivo: { nome: string, tamanho: number, url: string } | null } | null };

export type CriarExpedienteAdminMutationVariables = Exact<{
  dados: ExpedienteInput;
}>;


export type CriarExpedienteAdminMutation = { criarExpediente: { id: string, ano: number, mes: number, data: string, numero: number, tipo: string, origem: string, destinatario: string, assunto: string, sessao: string, descricao: string | null, tipoDescricao: string, arquivo: { nome: string, tamanho: number, url: string } | null } };

export type AtualizarExpedienteAdminMutationVariables = Exact<{
  id: string | number;
  dados: ExpedienteInput;
}>;


export type AtualizarExpedienteAdminMutation = { atualizarExpediente: { id: string, ano: number, mes: number, data: string, numero: number, tipo: string, origem: string, destinatario: string, assunto: string, sessao: string, descricao: string | null, tipoDescricao: string, arquivo: { nome: string, tamanho: number, url: string } | null } };

export type ExcluirExpedienteAdminMutationVariables = Exact<{
  id: string | number;
}>;


export type ExcluirExpedienteAdminMutation = { excluirExpediente: boolean };

export type FiscaisContratosAdminQueryVariables = Exact<{
  filtro?: FiscalContratoFiltro | null | undefined;
  pagina: number;
  porPagina: number;
}>;


export type FiscaisContratosAdminQuery = { fiscaisContratos: { total: number, totalPaginas: number, itens: Array<{ id: string, contratoId: string, nome: string, matricula: string, funcao: string, portaria: string, dataDesignacao: string, contrato: { numero: string } }> } | null };

export type FiscalContratoAdminQueryVariables = Exact<{
  id: string | number;
}>;


export type FiscalContratoAdminQuery = { fiscalContrato: { id: string, contratoId: string, nome: string, matricula: string, funcao: string, portaria: string, dataDesignacao: string, contrato: { numero: string } } | null };

export type CriarFiscalContratoAdminMutationVariables = Exact<{
  dados: FiscalContratoInput;
}>;


export type CriarFiscalContratoAdminMutation = { criarFiscalContrato: { id: string, contratoId: string, nome: string, matricula: string, funcao: string, portaria: string, dataDesignacao: string, contrato: { numero: string } } };

export type AtualizarFiscalContratoAdminMutationVariables = Exact<{
  id: string | number;
  dados: FiscalContratoInput;
}>;


export type AtualizarFiscalContratoAdminMutation = { atualizarFiscalContrato: { id: string, contratoId: string, nome: string, matricula: string, funcao: string, portaria: string, dataDesignacao: string, contrato: { numero: string } } };

export type ExcluirFiscalContratoAdminMutationVariables = Exact<{
  id: string | number;
}>;


export type ExcluirFiscalContratoAdminMutation = { excluirFiscalContrato: boolean };

export type VeiculosAdminQueryVariables = Exact<{
  filtro?: VeiculoFiltro | null | undefined;
  pagina: number;
  porPagina: number;
}>;


export type VeiculosAdminQuery = { veiculos: { total: number, totalPaginas: number, itens: Array<{ id: string, ano: number, placa: string, modelo: string, tipo: string, situacao: string, lotacao: string, situacaoDescricao: string, tipoDescricao: string, arquivo: { nome: string, tamanho: number, url: string } | null }> } | null };

export type VeiculoAdminQueryVariables = Exact<{
  id: string | number;
}>;


export type VeiculoAdminQuery = { veiculo: { id: string, ano: number, placa: string, modelo: string, tipo: string, situacao: string, lotacao: string, situacaoDescricao: string, tipoDescricao: string, arquivo: { nome: string, tamanho: number, url: string } | null } | null };

export type CriarVeiculoAdminMutationVariables = Exact<{
  dados: VeiculoInput;
}>;


export type CriarVeiculoAdminMutation = { criarVeiculo: { id: string, ano: number, placa: string, modelo: string, tipo: string, situacao: string, lotacao: string, situacaoDescricao: string, tipoDescricao: string, arquivo: { nome: string, tamanho: number, url: string } | null } };

export type AtualizarVeiculoAdminMutationVariables = Exact<{
  id: string | number;
  dados: VeiculoInput;
}>;


export type AtualizarVeiculoAdminMutation = { atualizarVeiculo: { id: string, ano: number, placa: string, modelo: string, tipo: string, situacao: string, lotacao: string, situacaoDescricao: string, tipoDescricao: string, arquivo: { nome: string, tamanho: number, url: string } | null } };

export type ExcluirVeiculoAdminMutationVariables = Exact<{
  id: string | number;
}>;


export type ExcluirVeiculoAdminMutation = { excluirVeiculo: boolean };

export type GaleriaCategoriasAdminQueryVariables = Exact<{
  filtro?: GaleriaCategoriaFiltro | null | undefined;
  pagina: number;
  porPagina: number;
}>;


export type GaleriaCategoriasAdminQuery = { galeriaCategorias: { total: number, totalPaginas: number, itens: Array<{ id: string, nome: string, tipoRelacionado: TipoRelacionadoGaleria | null }> } | null };

export type GaleriaCategoriaAdminQueryVariables = Exact<{
  id: string | number;
}>;


export type GaleriaCategoriaAdminQuery = { galeriaCategoria: { id: string, nome: string, tipoRelacionado: TipoRelacionadoGaleria | null } | null };

export type CriarGaleriaCategoriaAdminMutationVariables = Exact<{
  dados: GaleriaCategoriaInput;
}>;


export type CriarGaleriaCategoriaAdminMutation = { criarGaleriaCategoria: { id: string, nome: string, tipoRelacionado: TipoRelacionadoGaleria | null } };

export type AtualizarGaleriaCategoriaAdminMutationVariables = Exact<{
  id: string | number;
  dados: GaleriaCategoriaInput;
}>;


export type AtualizarGaleriaCategoriaAdminMutation = { atualizarGaleriaCategoria: { id: string, nome: string, tipoRelacionado: TipoRelacionadoGaleria | null } };

export type ExcluirGaleriaCategoriaAdminMutationVariables = Exact<{
  id: string | number;
}>;


export type ExcluirGaleriaCategoriaAdminMutation = { excluirGaleriaCategoria: boolean };

export type GestoesFiscaisAnuaisAdminQueryVariables = Exact<{
  filtro?: GestaoFiscalAnualFiltro | null | undefined;
  pagina: number;
  porPagina: number;
}>;


export type GestoesFiscaisAnuaisAdminQuery = { gestoesFiscaisAnuais: { total: number, totalPaginas: number, itens: Array<{ id: string, ano: number, descricao: string | null, arquivo: { nome: string, tamanho: number, url: string } | null }> } | null };

export type GestaoFiscalAnualAdminQueryVariables = Exact<{
  id: string | number;
}>;


export type GestaoFiscalAnualAdminQuery = { gestaoFiscalAnual: { id: string, ano: number, descricao: string | null, arquivo: { nome: string, tamanho: number, url: string } | null } | null };

export type CriarGestaoFiscalAnualAdminMutationVariables = Exact<{
  dados: GestaoFiscalAnualInput;
}>;


export type CriarGestaoFiscalAnualAdminMutation = { criarGestaoFiscalAnual: { id: string, ano: number, descricao: string | null, arquivo: { nome: string, tamanho: number, url: string } | null } };

export type AtualizarGestaoFiscalAnualAdminMutationVariables = Exact<{
  id: string | number;
  dados: GestaoFiscalAnualInput;
}>;


export type AtualizarGestaoFiscalAnualAdminMutation = { atualizarGestaoFiscalAnual: { id: string, ano: number, descricao: string | null, arquivo: { nome: string, tamanho: number, url: string } | null } };

export type ExcluirGestaoFiscalAnualAdminMutationVariables = Exact<{
  id: string | number;
}>;


export type ExcluirGestaoFiscalAnualAdminMutation = { excluirGestaoFiscalAnual: boolean };

export type LegislacoesAdminQueryVariables = Exact<{
  filtro?: LegislacaoFiltro | null | undefined;
  pagina: number;
  porPagina: number;
}>;


export type LegislacoesAdminQuery = { legislacoes: { total: number, totalPaginas: number, itens: Array<{ id: string, tipo: string, numero: string, ano: number, data: string, ementa: string, link: string | null, tipoDescricao: string, arquivo: { nome: string, tamanho: number, url: string } | null }> } | null };

export type LegislacaoAdminQueryVariables = Exact<{
  id: string | number;
}>;


export type LegislacaoAdminQuery = { legislacao: { id: string, tipo: string, numero: string, ano: number, data: string, ementa: string, link: string | null, tipoDescricao: string, arquivo: { nome: string, tamanho: number, url: string } | null } | null };

export type CriarLegislacaoAdminMutationVariables = Exact<{
  dados: LegislacaoInput;
}>;


export type CriarLegislacaoAdminMutation = { criarLegislacao: { id: string, tipo: string, numero: string, ano: number, data: string, ementa: string, link: string | null, tipoDescricao: string, arquivo: { nome: string, tamanho: number, url: string } | null } };

export type AtualizarLegislacaoAdminMutationVariables = Exact<{
  id: string | number;
  dados: LegislacaoInput;
}>;


export type AtualizarLegislacaoAdminMutation = { atualizarLegislacao: { id: string, tipo: string, numero: string, ano: number, data: string, ementa: string, link: string | null, tipoDescricao: string, arquivo: { nome: string, tamanho: number, url: string } | null } };

export type ExcluirLegislacaoAdminMutationVariables = Exact<{
  id: string | number;
}>;


export type ExcluirLegislacaoAdminMutation = { excluirLegislacao: boolean };

export type LinksAdminQueryVariables = Exact<{
  filtro?: LinkFiltro | null | undefined;
  pagina: number;
  porPagina: number;
}>;


export type LinksAdminQuery = { links: { total: number, totalPaginas: number, itens: Array<{ id: string, titulo: string, url: string, categoriaLinkId: string, ordem: number, categoriaNome: string }> } | null };

export type LinkAdminQueryVariables = Exact<{
  id: string | number;
}>;


export type LinkAdminQuery = { link: { id: string, titulo: string, url: string, categoriaLinkId: string, ordem: number, categoriaNome: string } | null };

export type CriarLinkAdminMutationVariables = Exact<{
  dados: LinkInput;
}>;


export type CriarLinkAdminMutation = { criarLink: { id: string, titulo: string, url: string, categoriaLinkId: string, ordem: number, categoriaNome: string } };

export type AtualizarLinkAdminMutationVariables = Exact<{
  id: string | number;
  dados: LinkInput;
}>;


export type AtualizarLinkAdminMutation = { atualizarLink: { id: string, titulo: string, url: string, categoriaLinkId: string, ordem: number, categoriaNome: string } };

export type ExcluirLinkAdminMutationVariables = Exact<{
  id: string | number;
}>;


export type ExcluirLinkAdminMutation = { excluirLink: boolean };

export type ObrasAdminQueryVariables = Exact<{
  filtro?: ObraFiltro | null | undefined;
  pagina: number;
  porPagina: number;
}>;


export type ObrasAdminQuery = { obras: { total: number, totalPaginas: number, itens: Array<{ id: string, ano: number, objeto: string, local: string, empresa: string, contrato: string, situacao: string, valorContratado: string, valorPago: string, percentualExecutado: number, dataInicio: string | null, previsaoTermino: string | null, situacaoDescricao: string, valorPagoFormatado: string, valorContratadoFormatado: string, arquivo: { nome: string, tamanho: number, url: string } | null }> } | null };

export type ObraAdminQueryVariables = Exact<{
  id: string | number;
}>;


export type ObraAdminQuery = { obra: { id: string, ano: number, objeto: string, local: string, empresa: string, contrato: string, situacao: string, valorContratado: string, valorPago: string, percentualExecutado: number, dataInicio: string | null, previsaoTermino: string | null, situacaoDescricao: string, valorPagoFormatado: string, valorContratadoFormatado: string, arquivo: { nome: string, tamanho: number, url: string } | null } | null };

export type CriarObraAdminMutationVariables = Exact<{
  dados: ObraInput;
}>;


export type CriarObraAdminMutation = { criarObra: { id: string, ano: number, objeto: string, local: string, empresa: string, contrato: string, situacao: string, valorContratado: string, valorPago: string, percentualExecutado: number, dataInicio: string | null, previsaoTermino: string | null, situacaoDescricao: string, valorPagoFormatado: string, valorContratadoFormatado: string, arquivo: { nome: string, tamanho: number, url: string } | null } };

export type AtualizarObraAdminMutationVariables = Exact<{
  id: string | number;
  dados: ObraInput;
}>;


export type AtualizarObraAdminMutation = { atualizarObra: { id: string, ano: number, objeto: string, local: string, empresa: string, contrato: string, situacao: string, valorContratado: string, valorPago: string, percentualExecutado: number, dataInicio: string | null, previsaoTermino: string | null, situacaoDescricao: string, valorPagoFormatado: string, valorContratadoFormatado: string, arquivo: { nome: string, tamanho: number, url: string } | null } };

export type ExcluirObraAdminMutationVariables = Exact<{
  id: string | number;
}>;


export type ExcluirObraAdminMutation = { excluirObra: boolean };

export type OrcamentosAdminQueryVariables = Exact<{
  filtro?: OrcamentoFiltro | null | undefined;
  pagina: number;
  porPagina: number;
}>;


export type OrcamentosAdminQuery = { orcamentos: { total: number, totalPaginas: number, itens: Array<{ id: string, ano: number, tipo: string, autorizadoComPessoal: string | null, descricao: string | null, tipoDescricao: string, autorizadoComPessoalFormatado: string | null, arquivo: { nome: string, tamanho: number, url: string } | null }> } | null };

export type OrcamentoAdminQueryVariables = Exact<{
  id: string | number;
}>;


export type OrcamentoAdminQuery = { orcamento: { id: string, ano: number, tipo: string, autorizadoComPessoal: string | null, descricao: string | null, tipoDescricao: string, autorizadoComPessoalFormatado: string | null, arquivo: { nome: string, tamanho: number, url: string } | null } | null };

export type CriarOrcamentoAdminMutationVariables = Exact<{
  dados: OrcamentoInput;
}>;


export type CriarOrcamentoAdminMutation = { criarOrcamento: { id: string, ano: number, tipo: string, autorizadoComPessoal: string | null, descricao: string | null, tipoDescricao: string, autorizadoComPessoalFormatado: string | null, arquivo: { nome: string, tamanho: number, url: string } | null } };

export type AtualizarOrcamentoAdminMutationVariables = Exact<{
  id: string | number;
  dados: OrcamentoInput;
}>;


export type AtualizarOrcamentoAdminMutation = { atualizarOrcamento: { id: string, ano: number, tipo: string, autorizadoComPessoal: string | null, descricao: string | null, tipoDescricao: string, autorizadoComPessoalFormatado: string | null, arquivo: { nome: string, tamanho: number, url: string } | null } };

export type ExcluirOrcamentoAdminMutationVariables = Exact<{
  id: string | number;
}>;


export type ExcluirOrcamentoAdminMutation = { excluirOrcamento: boolean };

export type OrganogramasAdminQueryVariables = Exact<{
  filtro?: OrganogramaFiltro | null | undefined;
  pagina: number;
  porPagina: number;
}>;


export type OrganogramasAdminQuery = { organogramas: { total: number, totalPaginas: number, itens: Array<{ id: string, titulo: string, vigenteDesde: string, descricao: string | null, arquivo: { nome: string, tamanho: number, url: string } | null }> } | null };

export type OrganogramaAdminQueryVariables = Exact<{
  id: string | number;
}>;


export type OrganogramaAdminQuery = { organograma: { id: string, titulo: string, vigenteDesde: string, descricao: string | null, arquivo: { nome: string, tamanho: number, url: string } | null } | null };

export type CriarOrganogramaAdminMutationVariables = Exact<{
  dados: OrganogramaInput;
}>;


export type CriarOrganogramaAdminMutation = { criarOrganograma: { id: string, titulo: string, vigenteDesde: string, descricao: string | null, arquivo: { nome: string, tamanho: number, url: string } | null } };

export type AtualizarOrganogramaAdminMutationVariables = Exact<{
  id: string | number;
  dados: OrganogramaInput;
}>;


export type AtualizarOrganogramaAdminMutation = { atualizarOrganograma: { id: string, titulo: string, vigenteDesde: string, descricao: string | null, arquivo: { nome: string, tamanho: number, url: string } | null } };

export type ExcluirOrganogramaAdminMutationVariables = Exact<{
  id: string | number;
}>;


export type ExcluirOrganogramaAdminMutation = { excluirOrganograma: boolean };

export type PerguntasFrequentesAdminQueryVariables = Exact<{
  filtro?: PerguntaFrequenteFiltro | null | undefined;
  pagina: number;
  porPagina: number;
}>;


export type PerguntasFrequentesAdminQuery = { perguntasFrequentes: { total: number, totalPaginas: number, itens: Array<{ id: string, categoriaPerguntaFrequenteId: string, ordem: number, pergunta: string, resposta: string, categoriaNome: string }> } | null };

export type PerguntaFrequenteAdminQueryVariables = Exact<{
  id: string | number;
}>;


export type PerguntaFrequenteAdminQuery = { perguntaFrequente: { id: string, categoriaPerguntaFrequenteId: string, ordem: number, pergunta: string, resposta: string, categoriaNome: string } | null };

export type CriarPerguntaFrequenteAdminMutationVariables = Exact<{
  dados: PerguntaFrequenteInput;
}>;


export type CriarPerguntaFrequenteAdminMutation = { criarPerguntaFrequente: { id: string, categoriaPerguntaFrequenteId: string, ordem: number, pergunta: string, resposta: string, categoriaNome: string } };

export type AtualizarPerguntaFrequenteAdminMutationVariables = Exact<{
  id: string | number;
  dados: PerguntaFrequenteInput;
}>;


export type AtualizarPerguntaFrequenteAdminMutation = { atualizarPerguntaFrequente: { id: string, categoriaPerguntaFrequenteId: string, ordem: number, pergunta: string, resposta: string, categoriaNome: string } };

export type ExcluirPerguntaFrequenteAdminMutationVariables = Exact<{
  id: string | number;
}>;


export type ExcluirPerguntaFrequenteAdminMutation = { excluirPerguntaFrequente: boolean };

export type PlanosContratacoesAdminQueryVariables = Exact<{
  filtro?: PlanoContratacoesFiltro | null | undefined;
  pagina: number;
  porPagina: number;
}>;


export type PlanosContratacoesAdminQuery = { planosContratacoes: { total: number, totalPaginas: number, itens: Array<{ id: string, ano: number, titulo: string, descricao: string | null, arquivo: { nome: string, tamanho: number, url: string } | null }> } | null };

export type PlanoContratacoesAdminQueryVariables = Exact<{
  id: string | number;
}>;


export type PlanoContratacoesAdminQuery = { planoContratacoes: { id: string, ano: number, titulo: string, descricao: string | null, arquivo: { nome: string, tamanho: number, url: string } | null } | null };

export type CriarPlanoContratacoesAdminMutationVariables = Exact<{
  dados: PlanoContratacoesInput;
}>;


export type CriarPlanoContratacoesAdminMutation = { criarPlanoContratacoes: { id: string, ano: number, titulo: string, descricao: string | null, arquivo: { nome: string, tamanho: number, url: string } | null } };

export type AtualizarPlanoContratacoesAdminMutationVariables = Exact<{
  id: string | number;
  dados: PlanoContratacoesInput;
}>;


export type AtualizarPlanoContratacoesAdminMutation = { atualizarPlanoContratacoes: { id: string, ano: number, titulo: string, descricao: string | null, arquivo: { nome: string, tamanho: number, url: string } | null } };

export type ExcluirPlanoContratacoesAdminMutationVariables = Exact<{
  id: string | number;
}>;


export type ExcluirPlanoContratacoesAdminMutation = { excluirPlanoContratacoes: boolean };

export type PoliticasPrivacidadeAdminQueryVariables = Exact<{
  filtro?: PoliticaPrivacidadeFiltro | null | undefined;
  pagina: number;
  porPagina: number;
}>;


export type PoliticasPrivacidadeAdminQuery = { politicasPrivacidade: { total: number, totalPaginas: number, itens: Array<{ id: string, vigenteDesde: string, resumoAlteracoes: string | null, conteudo: string, versao: number }> } | null };

export type PoliticaPrivacidadeAdminQueryVariables = Exact<{
  id: string | number;
}>;


export type PoliticaPrivacidadeAdminQuery = { politicaPrivacidade: { id: string, vigenteDesde: string, resumoAlteracoes: string | null, conteudo: string, versao: number } | null };

export type CriarPoliticaPrivacidadeAdminMutationVariables = Exact<{
  dados: PoliticaPrivacidadeInput;
}>;


export type CriarPoliticaPrivacidadeAdminMutation = { criarPoliticaPrivacidade: { id: string, vigenteDesde: string, resumoAlteracoes: string | null, conteudo: string, versao: number } };

export type AtualizarPoliticaPrivacidadeAdminMutationVariables = Exact<{
  id: string | number;
  dados: PoliticaPrivacidadeInput;
}>;


export type AtualizarPoliticaPrivacidadeAdminMutation = { atualizarPoliticaPrivacidade: { id: string, vigenteDesde: string, resumoAlteracoes: string | null, conteudo: string, versao: number } };

export type ExcluirPoliticaPrivacidadeAdminMutationVariables = Exact<{
  id: string | number;
}>;


export type ExcluirPoliticaPrivacidadeAdminMutation = { excluirPoliticaPrivacidade: boolean };

export type PrestacoesContasAdminQueryVariables = Exact<{
  filtro?: PrestacaoContasFiltro | null | undefined;
  pagina: number;
  porPagina: number;
}>;


export type PrestacoesContasAdminQuery = { prestacoesContas: { total: number, totalPaginas: number, itens: Array<{ id: string, ano: number, mes: number | null, tipoCadastro: string, descricao: string | null, tipoCadastroDescricao: string, arquivo: { nome: string, tamanho: number, url: string } | null }> } | null };

export type PrestacaoContasAdminQueryVariables = Exact<{
  id: string | number;
}>;


export type PrestacaoContasAdminQuery = { prestacaoContas: { id: string, ano: number, mes: number | null, tipoCadastro: string, descricao: string | null, tipoCadastroDescricao: string, arquivo: { nome: string, tamanho: number, url: string } | null } | null };

export type CriarPrestacaoContasAdminMutationVariables = Exact<{
  dados: PrestacaoContasInput;
}>;


export type CriarPrestacaoContasAdminMutation = { criarPrestacaoContas: { id: string, ano: number, mes: number | null, tipoCadastro: string, descricao: string | null, tipoCadastroDescricao: string, arquivo: { nome: string, tamanho: number, url: string } | null } };

export type AtualizarPrestacaoContasAdminMutationVariables = Exact<{
  id: string | number;
  dados: PrestacaoContasInput;
}>;


export type AtualizarPrestacaoContasAdminMutation = { atualizarPrestacaoContas: { id: string, ano: number, mes: number | null, tipoCadastro: string, descricao: string | null, tipoCadastroDescricao: string, arquivo: { nome: string, tamanho: number, url: string } | null } };

export type ExcluirPrestacaoContasAdminMutationVariables = Exact<{
  id: string | number;
}>;


export type ExcluirPrestacaoContasAdminMutation = { excluirPrestacaoContas: boolean };

export type ProcuradoriaArquivosAdminQueryVariables = Exact<{
  filtro?: ProcuradoriaArquivoFiltro | null | undefined;
  pagina: number;
  porPagina: number;
}>;


export type ProcuradoriaArquivosAdminQuery = { procuradoriaArquivos: { total: number, totalPaginas: number, itens: Array<{ id: string, aba: string, titulo: string, data: string | null, abaNome: string, arquivo: { nome: string, tamanho: number, url: string } | null }> } | null };

export type ProcuradoriaArquivoAdminQueryVariables = Exact<{
  id: string | number;
}>;


export type ProcuradoriaArquivoAdminQuery = { procuradoriaArquivo: { id: string, aba: string, titulo: string, data: string | null, abaNome: string, arquivo: { nome: string, tamanho: number, url: string } | null } | null };

export type CriarProcuradoriaArquivoAdminMutationVariables = Exact<{
  dados: ProcuradoriaArquivoInput;
}>;


export type CriarProcuradoriaArquivoAdminMutation = { criarProcuradoriaArquivo: { id: string, aba: string, titulo: string, data: string | null, abaNome: string, arquivo: { nome: string, tamanho: number, url: string } | null } };

export type AtualizarProcuradoriaArquivoAdminMutationVariables = Exact<{
  id: string | number;
  dados: ProcuradoriaArquivoInput;
}>;


export type AtualizarProcuradoriaArquivoAdminMutation = { atualizarProcuradoriaArquivo: { id: string, aba: string, titulo: string, data: string | null, abaNome: string, arquivo: { nome: string, tamanho: number, url: string } | null } };

export type ExcluirProcuradoriaArquivoAdminMutationVariables = Exact<{
  id: string | number;
}>;


export type ExcluirProcuradoriaArquivoAdminMutation = { excluirProcuradoriaArquivo: boolean };

export type ProcuradoriasAdminQueryVariables = Exact<{
  filtro?: ProcuradoriaFiltro | null | undefined;
  pagina: number;
  porPagina: number;
}>;


export type ProcuradoriasAdminQuery = { procuradorias: { total: number, totalPaginas: number, itens: Array<{ id: string, aba: string, campo: string, titulo: string | null, data: string | null, conteudo: string, abaNome: string, campoNome: string }> } | null };

export type ProcuradoriaAdminQueryVariables = Exact<{
  id: string | number;
}>;


export type ProcuradoriaAdminQuery = { procuradoria: { id: string, aba: string, campo: string, titulo: string | null, data: string | null, conteudo: string, abaNome: string, campoNome: string } | null };

export type CriarProcuradoriaAdminMutationVariables = Exact<{
  dados: ProcuradoriaInput;
}>;


export type CriarProcuradoriaAdminMutation = { criarProcuradoria: { id: string, aba: string, campo: string, titulo: string | null, data: string | null, conteudo: string, abaNome: string, campoNome: string } };

export type AtualizarProcuradoriaAdminMutationVariables = Exact<{
  id: string | number;
  dados: ProcuradoriaInput;
}>;


export type AtualizarProcuradoriaAdminMutation = { atualizarProcuradoria: { id: string, aba: string, campo: string, titulo: string | null, data: string | null, conteudo: string, abaNome: string, campoNome: string } };

export type ExcluirProcuradoriaAdminMutationVariables = Exact<{
  id: string | number;
}>;


export type ExcluirProcuradoriaAdminMutation = { excluirProcuradoria: boolean };

export type ProgramasAcoesAdminQueryVariables = Exact<{
  filtro?: ProgramaAcaoFiltro | null | undefined;
  pagina: number;
  porPagina: number;
}>;


export type ProgramasAcoesAdminQuery = { programasAcoes: { total: number, totalPaginas: number, itens: Array<{ id: string, ano: number, anoInicio: number, anoFim: number, programa: string, acao: string, tipo: string, objetivo: string, valorPrevisto: string, valorExecutado: string | null, tipoDescricao: string, valorPrevistoFormatado: string, valorExecutadoFormatado: string | null, arquivo: { nome: string, tamanho: number, url: string } | null }> } | null };

export type ProgramaAcaoAdminQueryVariables = Exact<{
  id: string | number;
}>;


export type ProgramaAcaoAdminQuery = { programaAcao: { id: string, ano: number, anoInicio: number, anoFim: number, programa: string, acao: string, tipo: string, objetivo: string, valorPrevisto: string, valorExecutado: string | null, tipoDescricao: string, valorPrevistoFormatado: string, valorExecutadoFormatado: string | null, arquivo: { nome: string, tamanho: number, url: string } | null } | null };

export type CriarProgramaAcaoAdminMutationVariables = Exact<{
  dados: ProgramaAcaoInput;
}>;


export type CriarProgramaAcaoAdminMutation = { criarProgramaAcao: { id: string, ano: number, anoInicio: number, anoFim: number, programa: string, acao: string, tipo: string, objetivo: string, valorPrevisto: string, valorExecutado: string | null, tipoDescricao: string, valorPrevistoFormatado: string, valorExecutadoFormatado: string | null, arquivo: { nome: string, tamanho: number, url: string } | null } };

export type AtualizarProgramaAcaoAdminMutationVariables = Exact<{
  id: string | number;
  dados: ProgramaAcaoInput;
}>;


export type AtualizarProgramaAcaoAdminMutation = { atualizarProgramaAcao: { id: string, ano: number, anoInicio: number, anoFim: number, programa: string, acao: string, tipo: string, objetivo: string, valorPrevisto: string, valorExecutado: string | null, tipoDescricao: string, valorPrevistoFormatado: string, valorExecutadoFormatado: string | null, arquivo: { nome: string, tamanho: number, url: string } | null } };

export type ExcluirProgramaAcaoAdminMutationVariables = Exact<{
  id: string | number;
}>;


export type ExcluirProgramaAcaoAdminMutation = { excluirProgramaAcao: boolean };

export type QuadrosRemuneracaoAdminQueryVariables = Exact<{
  filtro?: QuadroRemuneracaoFiltro | null | undefined;
  pagina: number;
  porPagina: number;
}>;


export type QuadrosRemuneracaoAdminQuery = { quadrosRemuneracao: { total: number, totalPaginas: number, itens: Array<{ id: string, ano: number, mes: number, descricao: string | null, arquivo: { nome: string, tamanho: number, url: string } | null }> } | null };

export type QuadroRemuneracaoAdminQueryVariables = Exact<{
  id: string | number;
}>;


export type QuadroRemuneracaoAdminQuery = { quadroRemuneracao: { id: string, ano: number, mes: number, descricao: string | null, arquivo: { nome: string, tamanho: number, url: string } | null } | null };

export type CriarQuadroRemuneracaoAdminMutationVariables = Exact<{
  dados: QuadroRemuneracaoInput;
}>;


export type CriarQuadroRemuneracaoAdminMutation = { criarQuadroRemuneracao: { id: string, ano: number, mes: number, descricao: string | null, arquivo: { nome: string, tamanho: number, url: string } | null } };

export type AtualizarQuadroRemuneracaoAdminMutationVariables = Exact<{
  id: string | number;
  dados: QuadroRemuneracaoInput;
}>;


export type AtualizarQuadroRemuneracaoAdminMutation = { atualizarQuadroRemuneracao: { id: string, ano: number, mes: number, descricao: string | null, arquivo: { nome: string, tamanho: number, url: string } | null } };

export type ExcluirQuadroRemuneracaoAdminMutationVariables = Exact<{
  id: string | number;
}>;


export type ExcluirQuadroRemuneracaoAdminMutation = { excluirQuadroRemuneracao: boolean };

export type ReceitasAdminQueryVariables = Exact<{
  filtro?: ReceitaFiltro | null | undefined;
  pagina: number;
  porPagina: number;
}>;


export type ReceitasAdminQuery = { receitas: { total: number, totalPaginas: number, itens: Array<{ id: string, ano: number, mes: number, origem: string, descricao: string | null, valorPrevisto: string, valorArrecadado: string, origemDescricao: string, valorArrecadadoFormatado: string, valorPrevistoFormatado: string, arquivo: { nome: string, tamanho: number, url: string } | null }> } | null };

export type ReceitaAdminQueryVariables = Exact<{
  id: string | number;
}>;


export type ReceitaAdminQuery = { receita: { id: string, ano: number, mes: number, origem: string, descricao: string | null, valorPrevisto: string, valorArrecadado: string, origemDescricao: string, valorArrecadadoFormatado: string, valorPrevistoFormatado: string, arquivo: { nome: string, tamanho: number, url: string } | null } | null };

export type CriarReceitaAdminMutationVariables = Exact<{
  dados: ReceitaInput;
}>;


export type CriarReceitaAdminMutation = { criarReceita: { id: string, ano: number, mes: number, origem: string, descricao: string | null, valorPrevisto: string, valorArrecadado: string, origemDescricao: string, valorArrecadadoFormatado: string, valorPrevistoFormatado: string, arquivo: { nome: string, tamanho: number, url: string } | null } };

export type AtualizarReceitaAdminMutationVariables = Exact<{
  id: string | number;
  dados: ReceitaInput;
}>;


export type AtualizarReceitaAdminMutation = { atualizarReceita: { id: string, ano: number, mes: number, origem: string, descricao: string | null, valorPrevisto: string, valorArrecadado: string, origemDescricao: string, valorArrecadadoFormatado: string, valorPrevistoFormatado: string, arquivo: { nome: string, tamanho: number, url: string } | null } };

export type ExcluirReceitaAdminMutationVariables = Exact<{
  id: string | number;
}>;


export type ExcluirReceitaAdminMutation = { excluirReceita: boolean };

export type RelatoriosGestaoAdminQueryVariables = Exact<{
  filtro?: RelatorioGestaoFiltro | null | undefined;
  pagina: number;
  porPagina: number;
}>;


export type RelatoriosGestaoAdminQuery = { relatoriosGestao: { total: number, totalPaginas: number, itens: Array<{ id: string, ano: number, titulo: string, descricao: string | null, arquivo: { nome: string, tamanho: number, url: string } | null }> } | null };

export type RelatorioGestaoAdminQueryVariables = Exact<{
  id: string | number;
}>;


export type RelatorioGestaoAdminQuery = { relatorioGestao: { id: string, ano: number, titulo: string, descricao: string | null, arquivo: { nome: string, tamanho: number, url: string } | null } | null };

export type CriarRelatorioGestaoAdminMutationVariables = Exact<{
  dados: RelatorioGestaoInput;
}>;


export type CriarRelatorioGestaoAdminMutation = { criarRelatorioGestao: { id: string, ano: number, titulo: string, descricao: string | null, arquivo: { nome: string, tamanho: number, url: string } | null } };

export type AtualizarRelatorioGestaoAdminMutationVariables = Exact<{
  id: string | number;
  dados: RelatorioGestaoInput;
}>;


export type AtualizarRelatorioGestaoAdminMutation = { atualizarRelatorioGestao: { id: string, ano: number, titulo: string, descricao: string | null, arquivo: { nome: string, tamanho: number, url: string } | null } };

export type ExcluirRelatorioGestaoAdminMutationVariables = Exact<{
  id: string | number;
}>;


export type ExcluirRelatorioGestaoAdminMutation = { excluirRelatorioGestao: boolean };

export type RepassesDuodecimosAdminQueryVariables = Exact<{
  filtro?: RepasseDuodecimoFiltro | null | undefined;
  pagina: number;
  porPagina: number;
}>;


export type RepassesDuodecimosAdminQuery = { repassesDuodecimos: { total: number, totalPaginas: number, itens: Array<{ id: string, ano: number, mes: number, dataRepasse: string, valorPrevisto: string, valorRepassado: string, valorPrevistoFormatado: string, valorRepassadoFormatado: string }> } | null };

export type RepasseDuodecimoAdminQueryVariables = Exact<{
  id: string | number;
}>;


export type RepasseDuodecimoAdminQuery = { repasseDuodecimo: { id: string, ano: number, mes: number, dataRepasse: string, valorPrevisto: string, valorRepassado: string, valorPrevistoFormatado: string, valorRepassadoFormatado: string } | null };

export type CriarRepasseDuodecimoAdminMutationVariables = Exact<{
  dados: RepasseDuodecimoInput;
}>;


export type CriarRepasseDuodecimoAdminMutation = { criarRepasseDuodecimo: { id: string, ano: number, mes: number, dataRepasse: string, valorPrevisto: string, valorRepassado: string, valorPrevistoFormatado: string, valorRepassadoFormatado: string } };

export type AtualizarRepasseDuodecimoAdminMutationVariables = Exact<{
  id: string | number;
  dados: RepasseDuodecimoInput;
}>;


export type AtualizarRepasseDuodecimoAdminMutation = { atualizarRepasseDuodecimo: { id: string, ano: number, mes: number, dataRepasse: string, valorPrevisto: string, valorRepassado: string, valorPrevistoFormatado: string, valorRepassadoFormatado: string } };

export type ExcluirRepasseDuodecimoAdminMutationVariables = Exact<{
  id: string | number;
}>;


export type ExcluirRepasseDuodecimoAdminMutation = { excluirRepasseDuodecimo: boolean };

export type RequerimentosAdminQueryVariables = Exact<{
  filtro?: RequerimentoFiltro | null | undefined;
  pagina: number;
  porPagina: number;
}>;


export type RequerimentosAdminQuery = { requerimentos: { total: number, totalPaginas: number, itens: Array<{ id: string, ano: number, mes: number, data: string, numero: number, tipo: string, autor: string, ementa: string, etapa: string, tipoDescricao: string, etapaDescricao: string, arquivo: { nome: string, tamanho: number, url: string } | null }> } | null };

export type RequerimentoAdminQueryVariables = Exact<{
  id: string | number;
}>;


export type RequerimentoAdminQuery = { requerimento: { id: string, ano: number, mes: number, data: string, numero: number, tipo: string, autor: string, ementa: string, etapa: string, tipoDescricao: string, etapaDescricao: string, arquivo: { nome: string, tamanho: number, url: string } | null } | null };

export type CriarRequerimentoAdminMutationVariables = Exact<{
  dados: RequerimentoInput;
}>;


export type CriarRequerimentoAdminMutation = { criarRequerimento: { id: string, ano: number, mes: number, data: string, numero: number, tipo: string, autor: string, ementa: string, etapa: string, tipoDescricao: string, etapaDescricao: string, arquivo: { nome: string, tamanho: number, url: string } | null } };

export type AtualizarRequerimentoAdminMutationVariables = Exact<{
  id: string | number;
  dados: RequerimentoInput;
}>;


export type AtualizarRequerimentoAdminMutation = { atualizarRequerimento: { id: string, ano: number, mes: number, data: string, numero: number, tipo: string, autor: string, ementa: string, etapa: string, tipoDescricao: string, etapaDescricao: string, arquivo: { nome: string, tamanho: number, url: string } | null } };

export type ExcluirRequerimentoAdminMutationVariables = Exact<{
  id: string | number;
}>;


export type ExcluirRequerimentoAdminMutation = { excluirRequerimento: boolean };

export type SancoesAdministrativasAdminQueryVariables = Exact<{
  filtro?: SancaoAdministrativaFiltro | null | undefined;
  pagina: number;
  porPagina: number;
}>;


export type SancoesAdministrativasAdminQuery = { sancoesAdministrativas: { total: number, totalPaginas: number, itens: Array<{ id: string, ano: number, empresa: string, cnpj: string | null, sancao: string, processo: string | null, dataPublicacao: string | null, cnpjFormatado: string | null, arquivo: { nome: string, tamanho: number, url: string } | null }> } | null };

export type SancaoAdministrativaAdminQueryVariables = Exact<{
  id: string | number;
}>;


export type SancaoAdministrativaAdminQuery = { sancaoAdministrativa: { id: string, ano: number, empresa: string, cnpj: string | null, sancao: string, processo: string | null, dataPublicacao: string | null, cnpjFormatado: string | null, arquivo: { nome: string, tamanho: number, url: string } | null } | null };

export type CriarSancaoAdministrativaAdminMutationVariables = Exact<{
  dados: SancaoAdministrativaInput;
}>;


export type CriarSancaoAdministrativaAdminMutation = { criarSancaoAdministrativa: { id: string, ano: number, empresa: string, cnpj: string | null, sancao: string, processo: string | null, dataPublicacao: string | null, cnpjFormatado: string | null, arquivo: { nome: string, tamanho: number, url: string } | null } };

export type AtualizarSancaoAdministrativaAdminMutationVariables = Exact<{
  id: string | number;
  dados: SancaoAdministrativaInput;
}>;


export type AtualizarSancaoAdministrativaAdminMutation = { atualizarSancaoAdministrativa: { id: string, ano: number, empresa: string, cnpj: string | null, sancao: string, processo: string | null, dataPublicacao: string | null, cnpjFormatado: string | null, arquivo: { nome: string, tamanho: number, url: string } | null } };

export type ExcluirSancaoAdministrativaAdminMutationVariables = Exact<{
  id: string | number;
}>;


export type ExcluirSancaoAdministrativaAdminMutation = { excluirSancaoAdministrativa: boolean };

export type ServidoresLicenciadosAdminQueryVariables = Exact<{
  filtro?: ServidorLicenciadoFiltro | null | undefined;
  pagina: number;
  porPagina: number;
}>;


export type ServidoresLicenciadosAdminQuery = { servidoresLicenciados: { total: number, totalPaginas: number, itens: Array<{ id: string, ano: number, nome: string, matricula: string, cargo: string, lotacao: string, tipoLicenca: string, dataInicio: string, dataFim: string | null, tipoLicencaDescricao: string, arquivo: { nome: string, tamanho: number, url: string } | null }> } | null };

export type ServidorLicenciadoAdminQueryVariables = Exact<{
  id: string | number;
}>;


export type ServidorLicenciadoAdminQuery = { servidorLicenciado: { id: string, ano: number, nome: string, matricula: string, cargo: string, lotacao: string, tipoLicenca: string, dataInicio: string, dataFim: string | null, tipoLicencaDescricao: string, arquivo: { nome: string, tamanho: number, url: string } | null } | null };

export type CriarServidorLicenciadoAdminMutationVariables = Exact<{
  dados: ServidorLicenciadoInput;
}>;


export type CriarServidorLicenciadoAdminMutation = { criarServidorLicenciado: { id: string, ano: number, nome: string, matricula: string, cargo: string, lotacao: string, tipoLicenca: string, dataInicio: string, dataFim: string | null, tipoLicencaDescricao: string, arquivo: { nome: string, tamanho: number, url: string } | null } };

export type AtualizarServidorLicenciadoAdminMutationVariables = Exact<{
  id: string | number;
  dados: ServidorLicenciadoInput;
}>;


export type AtualizarServidorLicenciadoAdminMutation = { atualizarServidorLicenciado: { id: string, ano: number, nome: string, matricula: string, cargo: string, lotacao: string, tipoLicenca: string, dataInicio: string, dataFim: string | null, tipoLicencaDescricao: string, arquivo: { nome: string, tamanho: number, url: string } | null } };

export type ExcluirServidorLicenciadoAdminMutationVariables = Exact<{
  id: string | number;
}>;


export type ExcluirServidorLicenciadoAdminMutation = { excluirServidorLicenciado: boolean };

export type ServidoresTerceirizadosAdminQueryVariables = Exact<{
  filtro?: ServidorTerceirizadoFiltro | null | undefined;
  pagina: number;
  porPagina: number;
}>;


export type ServidoresTerceirizadosAdminQuery = { servidoresTerceirizados: { total: number, totalPaginas: number, itens: Array<{ id: string, ano: number, nome: string, funcao: string, empresa: string, contrato: string, lotacao: string, arquivo: { nome: string, tamanho: number, url: string } | null }> } | null };

export type ServidorTerceirizadoAdminQueryVariables = Exact<{
  id: string | number;
}>;


export type ServidorTerceirizadoAdminQuery = { servidorTerceirizado: { id: string, ano: number, nome: string, funcao: string, empresa: string, contrato: string, lotacao: string, arquivo: { nome: string, tamanho: number, url: string } | null } | null };

export type CriarServidorTerceirizadoAdminMutationVariables = Exact<{
  dados: ServidorTerceirizadoInput;
}>;


export type CriarServidorTerceirizadoAdminMutation = { criarServidorTerceirizado: { id: string, ano: number, nome: string, funcao: string, empresa: string, contrato: string, lotacao: string, arquivo: { nome: string, tamanho: number, url: string } | null } };

export type AtualizarServidorTerceirizadoAdminMutationVariables = Exact<{
  id: string | number;
  dados: ServidorTerceirizadoInput;
}>;


export type AtualizarServidorTerceirizadoAdminMutation = { atualizarServidorTerceirizado: { id: string, ano: number, nome: string, funcao: string, empresa: string, contrato: string, lotacao: string, arquivo: { nome: string, tamanho: number, url: string } | null } };

export type ExcluirServidorTerceirizadoAdminMutationVariables = Exact<{
  id: string | number;
}>;


export type ExcluirServidorTerceirizadoAdminMutation = { excluirServidorTerceirizado: boolean };

export type SessoesPlenariasAdminQueryVariables = Exact<{
  filtro?: SessaoPlenariaFiltro | null | undefined;
  pagina: number;
  porPagina: number;
}>;


export type SessoesPlenariasAdminQuery = { sessoesPlenarias: { total: number, totalPaginas: number, itens: Array<{ id: string, ano: number, mes: number, data: string, horario: string, numero: number, tipo: string, situacao: string, pauta: string, tipoDescricao: string, situacaoDescricao: string, arquivo: { nome: string, tamanho: number, url: string } | null }> } | null };

export type SessaoPlenariaAdminQueryVariables = Exact<{
  id: string | number;
}>;


export type SessaoPlenariaAdminQuery = { sessaoPlenaria: { id: string, ano: number, mes: number, data: string, horario: string, numero: number, tipo: string, situacao: string, pauta: string, tipoDescricao: string, situacaoDescricao: string, arquivo: { nome: string, tamanho: number, url: string } | null } | null };

export type CriarSessaoPlenariaAdminMutationVariables = Exact<{
  dados: SessaoPlenariaInput;
}>;


export type CriarSessaoPlenariaAdminMutation = { criarSessaoPlenaria: { id: string, ano: number, mes: number, data: string, horario: string, numero: number, tipo: string, situacao: string, pauta: string, tipoDescricao: string, situacaoDescricao: string, arquivo: { nome: string, tamanho: number, url: string } | null } };

export type AtualizarSessaoPlenariaAdminMutationVariables = Exact<{
  id: string | number;
  dados: SessaoPlenariaInput;
}>;


export type AtualizarSessaoPlenariaAdminMutation = { atualizarSessaoPlenaria: { id: string, ano: number, mes: number, data: string, horario: string, numero: number, tipo: string, situacao: string, pauta: string, tipoDescricao: string, situacaoDescricao: string, arquivo: { nome: string, tamanho: number, url: string } | null } };

export type ExcluirSessaoPlenariaAdminMutationVariables = Exact<{
  id: string | number;
}>;


export type ExcluirSessaoPlenariaAdminMutation = { excluirSessaoPlenaria: boolean };

export type VerbasLancamentosAdminQueryVariables = Exact<{
  filtro?: VerbaLancamentoFiltro | null | undefined;
  pagina: number;
  porPagina: number;
}>;


export type VerbasLancamentosAdminQuery = { verbasLancamentos: { total: number, totalPaginas: number, itens: Array<{ id: string, ano: number, mes: number, deputadoId: string, grupo: string, subgrupo: string, fornecedor: string, documentoFornecedor: string, numero: string, data: string, valorApresentado: string, valorIndenizado: string, valorIndenizadoFormatado: string, cnpjCpf: string, valorApresentadoFormatado: string, deputado: { nome: string } }> } | null };

export type VerbaLancamentoAdminQueryVariables = Exact<{
  id: string | number;
}>;


export type VerbaLancamentoAdminQuery = { verbaLancamento: { id: string, ano: number, mes: number, deputadoId: string, grupo: string, subgrupo: string, fornecedor: string, documentoFornecedor: string, numero: string, data: string, valorApresentado: string, valorIndenizado: string, valorIndenizadoFormatado: string, cnpjCpf: string, valorApresentadoFormatado: string, deputado: { nome: string } } | null };

export type CriarVerbaLancamentoAdminMutationVariables = Exact<{
  dados: VerbaLancamentoInput;
}>;


export type CriarVerbaLancamentoAdminMutation = { criarVerbaLancamento: { id: string, ano: number, mes: number, deputadoId: string, grupo: string, subgrupo: string, fornecedor: string, documentoFornecedor: string, numero: string, data: string, valorApresentado: string, valorIndenizado: string, valorIndenizadoFormatado: string, cnpjCpf: string, valorApresentadoFormatado: string, deputado: { nome: string } } };

export type AtualizarVerbaLancamentoAdminMutationVariables = Exact<{
  id: string | number;
  dados: VerbaLancamentoInput;
}>;


export type AtualizarVerbaLancamentoAdminMutation = { atualizarVerbaLancamento: { id: string, ano: number, mes: number, deputadoId: string, grupo: string, subgrupo: string, fornecedor: string, documentoFornecedor: string, numero: string, data: string, valorApresentado: string, valorIndenizado: string, valorIndenizadoFormatado: string, cnpjCpf: string, valorApresentadoFormatado: string, deputado: { nome: string } } };

export type ExcluirVerbaLancamentoAdminMutationVariables = Exact<{
  id: string | number;
}>;


export type ExcluirVerbaLancamentoAdminMutation = { excluirVerbaLancamento: boolean };

export type VotacoesAdminQueryVariables = Exact<{
  filtro?: VotacaoFiltro | null | undefined;
  pagina: number;
  porPagina: number;
}>;


export type VotacoesAdminQuery = { votacoes: { total: number, totalPaginas: number, itens: Array<{ id: string, ano: number, data: string, numero: number, materia: string, processoId: number | null, resultado: string, resultadoDescricao: string, sim: number, nao: number, abstencao: number, ausentes: number, votos: Array<{ id: string, deputadoId: string, posicao: string }> }> } | null };

export type VotacaoAdminQueryVariables = Exact<{
  id: string | number;
}>;


export type VotacaoAdminQuery = { votacao: { id: string, ano: number, data: string, numero: number, materia: string, processoId: number | null, resultado: string, resultadoDescricao: string, sim: number, nao: number, abstencao: number, ausentes: number, votos: Array<{ id: string, deputadoId: string, posicao: string }> } | null };

export type CriarVotacaoAdminMutationVariables = Exact<{
  dados: VotacaoInput;
}>;


export type CriarVotacaoAdminMutation = { criarVotacao: { id: string, ano: number, data: string, numero: number, materia: string, processoId: number | null, resultado: string, resultadoDescricao: string, sim: number, nao: number, abstencao: number, ausentes: number, votos: Array<{ id: string, deputadoId: string, posicao: string }> } };

export type AtualizarVotacaoAdminMutationVariables = Exact<{
  id: string | number;
  dados: VotacaoInput;
}>;


export type AtualizarVotacaoAdminMutation = { atualizarVotacao: { id: string, ano: number, data: string, numero: number, materia: string, processoId: number | null, resultado: string, resultadoDescricao: string, sim: number, nao: number, abstencao: number, ausentes: number, votos: Array<{ id: string, deputadoId: string, posicao: string }> } };

export type ExcluirVotacaoAdminMutationVariables = Exact<{
  id: string | number;
}>;


export type ExcluirVotacaoAdminMutation = { excluirVotacao: boolean };

export type AgendaDetalheFragment = { id: string, data: string, tipo: TipoAgenda, situacao: SituacaoAgenda, createdAt: string, updatedAt: string, agendaItens: Array<{ id: string, horario: string, titulo: string, local: string | null, pauta: string | null, tipoEnvolvido: TipoEnvolvido | null, envolvido: string | null }> };

export type AgendasAdminQueryVariables = Exact<{
  filtro?: AgendaAdminFiltro | null | undefined;
  pagina: number;
  porPagina: number;
}>;


export type AgendasAdminQuery = { agendasAdmin: { total: number, totalPaginas: number, itens: Array<{ id: string, data: string, tipo: TipoAgenda, situacao: SituacaoAgenda, createdAt: string, updatedAt: string, agendaItens: Array<{ id: string, horario: string, titulo: string, local: string | null, pauta: string | null, tipoEnvolvido: TipoEnvolvido | null, envolvido: string | null }> }> } | null };

export type AgendaAdminQueryVariables = Exact<{
  id: string | number;
}>;


export type AgendaAdminQuery = { agendaAdmin: { id: string, data: string, tipo: TipoAgenda, situacao: SituacaoAgenda, createdAt: string, updatedAt: string, agendaItens: Array<{ id: string, horario: string, titulo: string, local: string | null, pauta: string | null, tipoEnvolvido: TipoEnvolvido | null, envolvido: string | null }> } | null };

export type CriarAgendaMutationVariables = Exact<{
  dados: AgendaInput;
}>;


export type CriarAgendaMutation = { criarAgenda: { id: string, data: string, tipo: TipoAgenda, situacao: SituacaoAgenda, createdAt: string, updatedAt: string, agendaItens: Array<{ id: string, horario: string, titulo: string, local: string | null, pauta: string | null, tipoEnvolvido: TipoEnvolvido | null, envolvido: string | null }> } };

export type AtualizarAgendaMutationVariables = Exact<{
  id: string | number;
  dados: AgendaInput;
}>;


export type AtualizarAgendaMutation = { atualizarAgenda: { id: string, data: string, tipo: TipoAgenda, situacao: SituacaoAgenda, createdAt: string, updatedAt: string, agendaItens: Array<{ id: string, horario: string, titulo: string, local: string | null, pauta: string | null, tipoEnvolvido: TipoEnvolvido | null, envolvido: string | null }> } };

export type ExcluirAgendaMutationVariables = Exact<{
  id: string | number;
}>;


export type ExcluirAgendaMutation = { excluirAgenda: boolean };

export type AlterarSituacaoAgendaMutationVariables = Exact<{
  id: string | number;
  situacao: SituacaoAgenda;
}>;


export type AlterarSituacaoAgendaMutation = { alterarSituacaoAgenda: { id: string, situacao: SituacaoAgenda } };

export type TrilhaAuditoriaQueryVariables = Exact<{
  filtro?: AuditoriaFiltro | null | undefined;
  pagina?: number | null | undefined;
  porPagina?: number | null | undefined;
}>;


export type TrilhaAuditoriaQuery = { registrosAuditoria: { total: number, pagina: number, totalPaginas: number, itens: Array<{ id: string, ocorridoEm: string, usuarioId: string | null, usuarioNome: string | null, lotacaoId: string | null, origem: string, operacao: string, entidade: string | null, entidadeId: string | null, sucesso: boolean, alteracoes: Array<{ entidade: string, entidadeId: string | null, tipo: string, campos: Array<{ campo: string, antes: string | null, depois: string | null }> }> }> } | null };

export type BannerDetalheFragment = { id: string, tipo: TipoBanner, titulo: string, url: string | null, target: string | null, exibirAte: string | null, ativo: boolean, imagem: { url: string, nome: string, tipo: string, tamanho: number, largura: number | null, altura: number | null, miniatura: string } };

export type BannersAdminQueryVariables = Exact<{
  filtro?: BannerFiltro | null | undefined;
  pagina: number;
  porPagina: number;
}>;


export type BannersAdminQuery = { bannersAdmin: { total: number, totalPaginas: number, itens: Array<{ id: string, tipo: TipoBanner, titulo: string, url: string | null, target: string | null, exibirAte: string | null, ativo: boolean, imagem: { url: string, nome: string, tipo: string, tamanho: number, largura: number | null, altura: number | null, miniatura: string } }> } | null };

export type BannerAdminQueryVariables = Exact<{
  id: string | number;
}>;


export type BannerAdminQuery = { bannerAdmin: { id: string, tipo: TipoBanner, titulo: string, url: string | null, target: string | null, exibirAte: string | null, ativo: boolean, imagem: { url: string, nome: string, tipo: string, tamanho: number, largura: number | null, altura: number | null, miniatura: string } } | null };

export type CriarBannerMutationVariables = Exact<{
  dados: BannerInput;
}>;


export type CriarBannerMutation = { criarBanner: { id: string, tipo: TipoBanner, titulo: string, url: string | null, target: string | null, exibirAte: string | null, ativo: boolean, imagem: { url: string, nome: string, tipo: string, tamanho: number, largura: number | null, altura: number | null, miniatura: string } } };

export type AtualizarBannerMutationVariables = Exact<{
  id: string | number;
  dados: BannerInput;
}>;


export type AtualizarBannerMutation = { atualizarBanner: { id: string, tipo: TipoBanner, titulo: string, url: string | null, target: string | null, exibirAte: string | null, ativo: boolean, imagem: { url: string, nome: string, tipo: string, tamanho: number, largura: number | null, altura: number | null, miniatura: string } } };

export type ExcluirBannerMutationVariables = Exact<{
  id: string | number;
}>;


export type ExcluirBannerMutation = { excluirBanner: boolean };

export type ComissoesAdminQueryVariables = Exact<{
  filtro?: ComissaoFiltro | null | undefined;
  pagina: number;
  porPagina: number;
}>;


export type ComissoesAdminQuery = { comissoesAdmin: { total: number, totalPaginas: number, itens: Array<{ id: string, nome: string, sigla: string | null, tipo: number, tipoDescricao: string, ativa: boolean }> } | null };

export type ComissaoDetalheFragment = { id: string, nome: string, sigla: string | null, descricao: string | null, tipo: number, tipoDescricao: string, ativa: boolean, urlSufixo: string, deputadosComissao: Array<{ id: string, cargo: number, cargoDescricao: string, deputado: { id: string, nome: string, partido: { sigla: string } | null } }>, equipeTecnicaComissoes: Array<{ id: string, nome: string, funcao: string | null, email: string | null, telefone: string | null }>, trabalhosComissao: Array<{ id: string, tipo: number, tipoDescricao: string, titulo: string, descricao: string | null, data: string | null, url: string | null }>, arquivosComissao: Array<{ id: string, tipo: number, tipoDescricao: string, titulo: string, data: string | null, nome: string, tamanho: number, url: string | null }>, linksComissao: Array<{ id: string, categoria: number, categoriaDescricao: string, titulo: string, url: string }> };

export type ComissaoAdminQueryVariables = Exact<{
  id: string | number;
}>;


export type ComissaoAdminQuery = { comissaoAdmin: { id: string, nome: string, sigla: string | null, descricao: string | null, tipo: number, tipoDescricao: string, ativa: boolean, urlSufixo: string, deputadosComissao: Array<{ id: string, cargo: number, cargoDescricao: string, deputado: { id: string, nome: string, partido: { sigla: string } | null } }>, equipeTecnicaComissoes: Array<{ id: string, nome: string, funcao: string | null, email: string | null, telefone: string | null }>, trabalhosComissao: Array<{ id: string, tipo: number, tipoDescricao: string, titulo: string, descricao: string | null, data: string | null, url: string | null }>, arquivosComissao: Array<{ id: string, tipo: number, tipoDescricao: string, titulo: string, data: string | null, nome: string, tamanho: number, url: string | null }>, linksComissao: Array<{ id: string, categoria: number, categoriaDescricao: string, titulo: string, url: string }> } | null };

export type CriarComissaoMutationVariables = Exact<{
  dados: ComissaoInput;
}>;


export type CriarComissaoMutation = { criarComissao: { id: string, nome: string, sigla: string | null, descricao: string | null, tipo: number, tipoDescricao: string, ativa: boolean, urlSufixo: string, deputadosComissao: Array<{ id: string, cargo: number, cargoDescricao: string, deputado: { id: string, nome: string, partido: { sigla: string } | null } }>, equipeTecnicaComissoes: Array<{ id: string, nome: string, funcao: string | null, email: string | null, telefone: string | null }>, trabalhosComissao: Array<{ id: string, tipo: number, tipoDescricao: string, titulo: string, descricao: string | null, data: string | null, url: string | null }>, arquivosComissao: Array<{ id: string, tipo: number, tipoDescricao: string, titulo: string, data: string | null, nome: string, tamanho: number, url: string | null }>, linksComissao: Array<{ id: string, categoria: number, categoriaDescricao: string, titulo: string, url: string }> } };

export type AtualizarComissaoMutationVariables = Exact<{
  id: string | number;
  dados: ComissaoInput;
}>;


export type AtualizarComissaoMutation = { atualizarComissao: { id: string, nome: string, sigla: string | null, descricao: string | null, tipo: number, tipoDescricao: string, ativa: boolean, urlSufixo: string, deputadosComissao: Array<{ id: string, cargo: number, cargoDescricao: string, deputado: { id: string, nome: string, partido: { sigla: string } | null } }>, equipeTecnicaComissoes: Array<{ id: string, nome: string, funcao: string | null, email: string | null, telefone: string | null }>, trabalhosComissao: Array<{ id: string, tipo: number, tipoDescricao: string, titulo: string, descricao: string | null, data: string | null, url: string | null }>, arquivosComissao: Array<{ id: string, tipo: number, tipoDescricao: string, titulo: string, data: string | null, nome: string, tamanho: number, url: string | null }>, linksComissao: Array<{ id: string, categoria: number, categoriaDescricao: string, titulo: string, url: string }> } };

export type ExcluirComissaoMutationVariables = Exact<{
  id: string | number;
}>;


export type ExcluirComissaoMutation = { excluirComissao: boolean };

export type OpcoesComissaoQueryVariables = Exact<{ [key: string]: never; }>;


export type OpcoesComissaoQuery = { tiposComissao: Array<{ id: number, nome: string }> | null, cargosComissao: Array<{ id: number, nome: string }> | null, tiposArquivoComissao: Array<{ id: number, nome: string }> | null, tiposTrabalhoComissao: Array<{ id: number, nome: string }> | null, categoriasLinkComissao: Array<{ id: number, nome: string }> | null, deputados: { itens: Array<{ id: string, nome: string, partido: { sigla: string } | null }> } | null };

export type DeputadosAdminQueryVariables = Exact<{
  filtro?: DeputadoFiltro | null | undefined;
  pagina: number;
  porPagina: number;
}>;


export type DeputadosAdminQuery = { deputadosAdmin: { total: number, totalPaginas: number, itens: Array<{ id: string, nome: string, nomeCompleto: string, ativo: boolean, gabinete: number | null, lider: number, mesaDiretora: boolean, cargoDescricao: string | null, partido: { id: string, sigla: string } | null }> } | null };

export type DeputadoDetalheFragment = { id: string, nome: string, nomeCompleto: string, ativo: boolean, gabinete: number | null, email: string | null, telefone: string | null, lider: number, mesaDiretora: boolean, cargo: number | null, cargoDescricao: string | null, biografia: string | null, fotoUrl: string | null, fotoMiniatura: string | null, partido: { id: string, sigla: string, nome: string } | null, deputadoLegislaturas: Array<{ id: string, dataInicio: string | null, legislatura: { id: string, descricao: string, anoInicio: number, anoFim: number }, partido: { id: string, sigla: string } | null }>, afastamentos: Array<{ id: string, tipo: number, tipoDescricao: string, dataAfastamento: string, dataRetorno: string | null }>, deputadoAnoEmendas: Array<{ id: string, ano: number, ativo: boolean }> };

export type DeputadoAdminQueryVariables = Exact<{
  id: string | number;
}>;


export type DeputadoAdminQuery = { deputadoAdmin: { id: string, nome: string, nomeCompleto: string, ativo: boolean, gabinete: number | null, email: string | null, telefone: string | null, lider: number, mesaDiretora: boolean, cargo: number | null, cargoDescricao: string | null, biografia: string | null, fotoUrl: string | null, fotoMiniatura: string | null, partido: { id: string, sigla: string, nome: string } | null, deputadoLegislaturas: Array<{ id: string, dataInicio: string | null, legislatura: { id: string, descricao: string, anoInicio: number, anoFim: number }, partido: { id: string, sigla: string } | null }>, afastamentos: Array<{ id: string, tipo: number, tipoDescricao: string, dataAfastamento: string, dataRetorno: string | null }>, deputadoAnoEmendas: Array<{ id: string, ano: number, ativo: boolean }> } | null };

export type CriarDeputadoMutationVariables = Exact<{
  dados: DeputadoInput;
}>;


export type CriarDeputadoMutation = { criarDeputado: { id: string, nome: string, nomeCompleto: string, ativo: boolean, gabinete: number | null, email: string | null, telefone: string | null, lider: number, mesaDiretora: boolean, cargo: number | null, cargoDescricao: string | null, biografia: string | null, fotoUrl: string | null, fotoMiniatura: string | null, partido: { id: string, sigla: string, nome: string } | null, deputadoLegislaturas: Array<{ id: string, dataInicio: string | null, legislatura: { id: string, descricao: string, anoInicio: number, anoFim: number }, partido: { id: string, sigla: string } | null }>, afastamentos: Array<{ id: string, tipo: number, tipoDescricao: string, dataAfastamento: string, dataRetorno: string | null }>, deputadoAnoEmendas: Array<{ id: string, ano: number, ativo: boolean }> } };

export type AtualizarDeputadoMutationVariables = Exact<{
  id: string | number;
  dados: DeputadoInput;
}>;


export type AtualizarDeputadoMutation = { atualizarDeputado: { id: string, nome: string, nomeCompleto: string, ativo: boolean, gabinete: number | null, email: string | null, telefone: string | null, lider: number, mesaDiretora: boolean, cargo: number | null, cargoDescricao: string | null, biografia: string | null, fotoUrl: string | null, fotoMiniatura: string | null, partido: { id: string, sigla: string, nome: string } | null, deputadoLegislaturas: Array<{ id: string, dataInicio: string | null, legislatura: { id: string, descricao: string, anoInicio: number, anoFim: number }, partido: { id: string, sigla: string } | null }>, afastamentos: Array<{ id: string, tipo: number, tipoDescricao: string, dataAfastamento: string, dataRetorno: string | null }>, deputadoAnoEmendas: Array<{ id: string, ano: number, ativo: boolean }> } };

export type ExcluirDeputadoMutationVariables = Exact<{
  id: string | number;
}>;


export type ExcluirDeputadoMutation = { excluirDeputado: boolean };

export type OpcoesDeputadoQueryVariables = Exact<{ [key: string]: never; }>;


export type OpcoesDeputadoQuery = { partidos: { itens: Array<{ id: string, sigla: string, nome: string }> } | null, legislaturas: { itens: Array<{ id: string, descricao: string, anoInicio: number, anoFim: number }> } | null, cargosMesaDiretora: Array<{ id: number, nome: string }> | null, tiposAfastamento: Array<{ id: number, nome: string }> | null };

export type ProgramasAdminQueryVariables = Exact<{
  filtro?: TermoFiltro | null | undefined;
  pagina: number;
  porPagina: number;
}>;


export type ProgramasAdminQuery = { programasAdmin: { total: number, totalPaginas: number, itens: Array<{ id: string, nome: string, descricao: string | null }> } | null };

export type ProgramaAdminQueryVariables = Exact<{
  id: string | number;
}>;


export type ProgramaAdminQuery = { programaAdmin: { id: string, nome: string, descricao: string | null } | null };

export type CriarProgramaMutationVariables = Exact<{
  dados: ProgramaInput;
}>;


export type CriarProgramaMutation = { criarPrograma: { id: string, nome: string, descricao: string | null } };

export type AtualizarProgramaMutationVariables = Exact<{
  id: string | number;
  dados: ProgramaInput;
}>;


export type AtualizarProgramaMutation = { atualizarPrograma: { id: string, nome: string, descricao: string | null } };

export type ExcluirProgramaMutationVariables = Exact<{
  id: string | number;
}>;


export type ExcluirProgramaMutation = { excluirPrograma: boolean };

export type EdicaoDetalheFragment = { id: string, titulo: string, ano: number, programa: string, programaDados: { id: string, nome: string } };

export type EdicoesAdminQueryVariables = Exact<{
  filtro?: TermoFiltro | null | undefined;
  pagina: number;
  porPagina: number;
}>;


export type EdicoesAdminQuery = { edicoesAdmin: { total: number, totalPaginas: number, itens: Array<{ id: string, titulo: string, ano: number, programa: string, programaDados: { id: string, nome: string } }> } | null };

export type EdicaoAdminQueryVariables = Exact<{
  id: string | number;
}>;


export type EdicaoAdminQuery = { edicaoAdmin: { id: string, titulo: string, ano: number, programa: string, programaDados: { id: string, nome: string } } | null };

export type CriarEdicaoMutationVariables = Exact<{
  dados: EdicaoInput;
}>;


export type CriarEdicaoMutation = { criarEdicao: { id: string, titulo: string, ano: number, programa: string, programaDados: { id: string, nome: string } } };

export type AtualizarEdicaoMutationVariables = Exact<{
  id: string | number;
  dados: EdicaoInput;
}>;


export type AtualizarEdicaoMutation = { atualizarEdicao: { id: string, titulo: string, ano: number, programa: string, programaDados: { id: string, nome: string } } };

export type ExcluirEdicaoMutationVariables = Exact<{
  id: string | number;
}>;


export type ExcluirEdicaoMutation = { excluirEdicao: boolean };

export type CursoDetalheFragment = { id: string, programa: string, edicao: string | null, titulo: string, descricao: string | null, cargaHoraria: number, vagas: number, dataInicio: string, dataFim: string, periodo: string, local: string | null, docente: string | null, modalidade: string, localidade: string, tipoDocente: string, status: string, statusDescricao: string, tipoTransmissao: string, vagasRestantes: number, edicaoDados: { id: string, titulo: string } | null, horarios: Array<{ id: string, turno: string, horarioInicial: string, horarioFinal: string }> };

export type CursosAdminQueryVariables = Exact<{
  filtro?: CursoFiltro | null | undefined;
  pagina: number;
  porPagina: number;
}>;


export type CursosAdminQuery = { cursosAdmin: { total: number, totalPaginas: number, itens: Array<{ id: string, programa: string, edicao: string | null, titulo: string, descricao: string | null, cargaHoraria: number, vagas: number, dataInicio: string, dataFim: string, periodo: string, local: string | null, docente: string | null, modalidade: string, localidade: string, tipoDocente: string, status: string, statusDescricao: string, tipoTransmissao: string, vagasRestantes: number, edicaoDados: { id: string, titulo: string } | null, horarios: Array<{ id: string, turno: string, horarioInicial: string, horarioFinal: string }> }> } | null };

export type CursoAdminQueryVariables = Exact<{
  id: string | number;
}>;


export type CursoAdminQuery = { cursoAdmin: { id: string, programa: string, edicao: string | null, titulo: string, descricao: string | null, cargaHoraria: number, vagas: number, dataInicio: string, dataFim: string, periodo: string, local: string | null, docente: string | null, modalidade: string, localidade: string, tipoDocente: string, status: string, statusDescricao: string, tipoTransmissao: string, vagasRestantes: number, edicaoDados: { id: string, titulo: string } | null, horarios: Array<{ id: string, turno: string, horarioInicial: string, horarioFinal: string }> } | null };

export type CriarCursoMutationVariables = Exact<{
  dados: CursoInput;
}>;


export type CriarCursoMutation = { criarCurso: { id: string, programa: string, edicao: string | null, titulo: string, descricao: string | null, cargaHoraria: number, vagas: number, dataInicio: string, dataFim: string, periodo: string, local: string | null, docente: string | null, modalidade: string, localidade: string, tipoDocente: string, status: string, statusDescricao: string, tipoTransmissao: string, vagasRestantes: number, edicaoDados: { id: string, titulo: string } | null, horarios: Array<{ id: string, turno: string, horarioInicial: string, horarioFinal: string }> } };

export type AtualizarCursoMutationVariables = Exact<{
  id: string | number;
  dados: CursoInput;
}>;


export type AtualizarCursoMutation = { atualizarCurso: { id: string, programa: string, edicao: string | null, titulo: string, descricao: string | null, cargaHoraria: number, vagas: number, dataInicio: string, dataFim: string, periodo: string, local: string | null, docente: string | null, modalidade: string, localidade: string, tipoDocente: string, status: string, statusDescricao: string, tipoTransmissao: string, vagasRestantes: number, edicaoDados: { id: string, titulo: string } | null, horarios: Array<{ id: string, turno: string, horarioInicial: string, horarioFinal: string }> } };

export type ExcluirCursoMutationVariables = Exact<{
  id: string | number;
}>;


export type ExcluirCursoMutation = { excluirCurso: boolean };

export type OpcoesEscolaQueryVariables = Exact<{ [key: string]: never; }>;


export type OpcoesEscolaQuery = { programasAdmin: { itens: Array<{ id: string, nome: string }> } | null, edicoesAdmin: { itens: Array<{ id: string, titulo: string, ano: number }> } | null };

export type InscritosCursoQueryVariables = Exact<{
  cursoId: string | number;
  termo?: string | null | undefined;
  pagina: number;
  porPagina: number;
}>;


export type InscritosCursoQuery = { inscritosCurso: { total: number, totalPaginas: number, itens: Array<{ id: string, nome: string, status: string, statusDescricao: string, certificado: string | null, codigoCertificado: string | null, createdAt: string }> } | null };

export type AlterarStatusInscricaoMutationVariables = Exact<{
  cursoId: string | number;
  inscricaoId: string | number;
  status: string;
}>;


export type AlterarStatusInscricaoMutation = { alterarStatusInscricao: { id: string, status: string, statusDescricao: string } };

export type GerarCertificadosMutationVariables = Exact<{
  cursoId: string | number;
}>;


export type GerarCertificadosMutation = { gerarCertificados: { mensagem: string, quantidade: number } };

export type ExcluirCertificadoMutationVariables = Exact<{
  inscricaoId: string | number;
}>;


export type ExcluirCertificadoMutation = { excluirCertificado: { mensagem: string, quantidade: number } };

export type RelatorioInscritosQueryVariables = Exact<{
  cursoId: string | number;
}>;


export type RelatorioInscritosQuery = { relatorioInscritos: { nome: string, conteudoBase64: string } | null };

export type SolicitacoesFaleConoscoQueryVariables = Exact<{
  filtro?: FaleConoscoFiltro | null | undefined;
  pagina: number;
  porPagina: number;
}>;


export type SolicitacoesFaleConoscoQuery = { solicitacoesFaleConosco: { total: number, totalPaginas: number, itens: Array<{ id: string, protocolo: string, nome: string, assunto: string, tipo: ObjetivoFaleConosco, status: StatusFaleConosco, createdAt: string }> } | null };

export type SolicitacaoFaleConoscoQueryVariables = Exact<{
  id: string | number;
}>;


export type SolicitacaoFaleConoscoQuery = { solicitacaoFaleConosco: { id: string, protocolo: string, nome: string, email: string, telefone: string | null, assunto: string, tipo: ObjetivoFaleConosco, mensagem: string, status: StatusFaleConosco, createdAt: string, respostaConteudo: string | null, respondidaEm: string | null, respondidaPor: string | null, pdfRespostaSolicitacao: { url: string, nome: string } | null } | null };

export type ResponderFaleConoscoMutationVariables = Exact<{
  id: string | number;
  dados: RespostaFaleConoscoInput;
}>;


export type ResponderFaleConoscoMutation = { responderFaleConosco: { id: string, status: StatusFaleConosco, respostaConteudo: string | null, respondidaEm: string | null, respondidaPor: string | null, pdfRespostaSolicitacao: { url: string, nome: string } | null } };

export type GaleriaDetalheFragment = { id: string, titulo: string, descricao: string | null, situacao: SituacaoGaleria, relacionadoId: string | null, relacionadoNome: string | null, ultimoCredito: string | null, urlSufixo: string, createdAt: string, categoria: { id: string, nome: string, tipoRelacionado: TipoRelacionadoGaleria | null }, capa: { id: string, imagem: { miniatura: string } } | null, galeriaImagens: Array<{ id: string, titulo: string | null, credito: string | null, capa: boolean, ordem: number, imagem: { url: string, nome: string, miniatura: string } }> };

export type GaleriasAdminQueryVariables = Exact<{
  filtro?: GaleriaAdminFiltro | null | undefined;
  pagina: number;
  porPagina: number;
}>;


export type GaleriasAdminQuery = { galeriasAdmin: { total: number, totalPaginas: number, itens: Array<{ id: string, titulo: string, situacao: SituacaoGaleria, createdAt: string, relacionadoNome: string | null, categoria: { id: string, nome: string }, capa: { id: string, imagem: { miniatura: string } } | null }> } | null };

export type GaleriaAdminQueryVariables = Exact<{
  id: string | number;
}>;


export type GaleriaAdminQuery = { galeriaAdmin: { id: string, titulo: string, descricao: string | null, situacao: SituacaoGaleria, relacionadoId: string | null, relacionadoNome: string | null, ultimoCredito: string | null, urlSufixo: string, createdAt: string, categoria: { id: string, nome: string, tipoRelacionado: TipoRelacionadoGaleria | null }, capa: { id: string, imagem: { miniatura: string } } | null, galeriaImagens: Array<{ id: string, titulo: string | null, credito: string | null, capa: boolean, ordem: number, imagem: { url: string, nome: string, miniatura: string } }> } | null };

export type OpcoesGaleriaQueryVariables = Exact<{ [key: string]: never; }>;


export type OpcoesGaleriaQuery = { galeriaCategorias: { itens: Array<{ id: string, nome: string, tipoRelacionado: TipoRelacionadoGaleria | null }> } | null, deputados: { itens: Array<{ id: string, nome: string }> } | null, comissoes: { itens: Array<{ id: string, nome: string }> } | null };

export type CriarGaleriaMutationVariables = Exact<{
  dados: GaleriaInput;
}>;


export type CriarGaleriaMutation = { criarGaleria: { id: string, titulo: string, descricao: string | null, situacao: SituacaoGaleria, relacionadoId: string | null, relacionadoNome: string | null, ultimoCredito: string | null, urlSufixo: string, createdAt: string, categoria: { id: string, nome: string, tipoRelacionado: TipoRelacionadoGaleria | null }, capa: { id: string, imagem: { miniatura: string } } | null, galeriaImagens: Array<{ id: string, titulo: string | null, credito: string | null, capa: boolean, ordem: number, imagem: { url: string, nome: string, miniatura: string } }> } };

export type AtualizarGaleriaMutationVariables = Exact<{
  id: string | number;
  dados: GaleriaInput;
}>;


export type AtualizarGaleriaMutation = { atualizarGaleria: { id: string, titulo: string, descricao: string | null, situacao: SituacaoGaleria, relacionadoId: string | null, relacionadoNome: string | null, ultimoCredito: string | null, urlSufixo: string, createdAt: string, categoria: { id: string, nome: string, tipoRelacionado: TipoRelacionadoGaleria | null }, capa: { id: string, imagem: { miniatura: string } } | null, galeriaImagens: Array<{ id: string, titulo: string | null, credito: string | null, capa: boolean, ordem: number, imagem: { url: string, nome: string, miniatura: string } }> } };

export type ExcluirGaleriaMutationVariables = Exact<{
  id: string | number;
}>;


export type ExcluirGaleriaMutation = { excluirGaleria: boolean };

export type AlterarSituacaoGaleriaMutationVariables = Exact<{
  id: string | number;
  situacao: SituacaoGaleria;
}>;


export type AlterarSituacaoGaleriaMutation = { alterarSituacaoGaleria: { id: string, situacao: SituacaoGaleria } };

export type SalvarImagemGaleriaMutationVariables = Exact<{
  dados: GaleriaImagemInput;
}>;


export type SalvarImagemGaleriaMutation = { salvarImagemGaleria: { id: string } };

export type ImportacaoDeConjuntoAdminQueryVariables = Exact<{
  id: string | number;
}>;


export type ImportacaoDeConjuntoAdminQuery = { importacaoDeConjunto: { id: string, conjunto: string, nomeArquivo: string, situacao: string, sha256: string | null, tamanho: number, percentual: number, linhasProcessadas: number, totalLinhas: number, adicionadas: number, alteradas: number, removidas: number, periodos: Array<string>, mensagem: string | null, totalErros: number, erros: Array<{ linha: number, coluna: string | null, mensagem: string }>, previa: { ignoradas: Array<string>, linhas: Array<Array<string>>, colunas: Array<{ cabecalho: string, rotulo: string, posicao: number | null, obrigatoria: boolean }> } | null } | null };

export type ConfirmarImportacaoMutationVariables = Exact<{
  id: string | number;
}>;


export type ConfirmarImportacaoMutation = { confirmarImportacao: { id: string, situacao: string, mensagem: string | null } };

export type ImprensasExternasQueryVariables = Exact<{
  filtro?: ImprensaExternaFiltro | null | undefined;
  pagina: number;
  porPagina: number;
}>;


export type ImprensasExternasQuery = { imprensasExternas: { total: number, totalPaginas: number, itens: Array<{ id: string, nome: string, cpf: string, veiculo: string, rotuloTipoVeiculo: string, funcao: string, createdAt: string }> } | null };

export type ImprensaExternaQueryVariables = Exact<{
  id: string | number;
}>;


export type ImprensaExternaQuery = { imprensaExterna: { id: string, nome: string, cpf: string, email: string, telefone: string | null, veiculo: string, rotuloTipoVeiculo: string, funcao: string, createdAt: string } | null };

export type LegislaturasAdminQueryVariables = Exact<{
  filtro?: LegislaturaFiltro | null | undefined;
  pagina: number;
  porPagina: number;
}>;


export type LegislaturasAdminQuery = { legislaturasAdmin: { total: number, totalPaginas: number, itens: Array<{ id: string, numero: number, descricao: string, anoInicio: number, anoFim: number, atual: boolean, tipo: number, tipoDescricao: string }> } | null };

export type LegislaturaDetalheFragment = { id: string, numero: number, descricao: string, anoInicio: number, anoFim: number, atual: boolean, tipo: number, tipoDescricao: string, deputadoLegislaturas: Array<{ id: string, dataInicio: string | null, deputado: { id: string, nome: string }, partido: { id: string, sigla: string } | null }> };

export type LegislaturaAdminQueryVariables = Exact<{
  id: string | number;
}>;


export type LegislaturaAdminQuery = { legislaturaAdmin: { id: string, numero: number, descricao: string, anoInicio: number, anoFim: number, atual: boolean, tipo: number, tipoDescricao: string, deputadoLegislaturas: Array<{ id: string, dataInicio: string | null, deputado: { id: string, nome: string }, partido: { id: string, sigla: string } | null }> } | null };

export type CriarLegislaturaMutationVariables = Exact<{
  dados: LegislaturaInput;
}>;


export type CriarLegislaturaMutation = { criarLegislatura: { id: string, numero: number, descricao: string, anoInicio: number, anoFim: number, atual: boolean, tipo: number, tipoDescricao: string, deputadoLegislaturas: Array<{ id: string, dataInicio: string | null, deputado: { id: string, nome: string }, partido: { id: string, sigla: string } | null }> } };

export type AtualizarLegislaturaMutationVariables = Exact<{
  id: string | number;
  dados: LegislaturaInput;
}>;


export type AtualizarLegislaturaMutation = { atualizarLegislatura: { id: string, numero: number, descricao: string, anoInicio: number, anoFim: number, atual: boolean, tipo: number, tipoDescricao: string, deputadoLegislaturas: Array<{ id: string, dataInicio: string | null, deputado: { id: string, nome: string }, partido: { id: string, sigla: string } | null }> } };

export type ExcluirLegislaturaMutationVariables = Exact<{
  id: string | number;
}>;


export type ExcluirLegislaturaMutation = { excluirLegislatura: boolean };

export type OpcoesLegislaturaQueryVariables = Exact<{ [key: string]: never; }>;


export type OpcoesLegislaturaQuery = { tiposLegislatura: Array<{ id: number, nome: string }> | null, deputados: { itens: Array<{ id: string, nome: string, partido: { sigla: string } | null }> } | null };

export type DeputadosAtivosQueryVariables = Exact<{ [key: string]: never; }>;


export type DeputadosAtivosQuery = { deputados: { itens: Array<{ id: string, nome: string }> } | null };

export type GabineteDoUsuarioQueryVariables = Exact<{ [key: string]: never; }>;


export type GabineteDoUsuarioQuery = { lotacaoAtiva: { id: string, deputado: { id: string, nome: string } | null } | null };

export type GaleriasParaNoticiaQueryVariables = Exact<{
  termo?: string | null | undefined;
}>;


export type GaleriasParaNoticiaQuery = { galeriasParaNoticia: Array<{ id: string, titulo: string }> | null };

export type NoticiasAdminQueryVariables = Exact<{
  filtro?: NoticiaAdminFiltro | null | undefined;
  pagina: number;
  porPagina: number;
}>;


export type NoticiasAdminQuery = { noticiasAdmin: { total: number, totalPaginas: number, itens: Array<{ id: string, titulo: string, resumo: string | null, categoria: CategoriaNoticia, destaqueNivel: DestaqueNivel | null, destaqueSlot: number | null, publicada: boolean, publicadaEm: string | null, usuarioCriador: string | null, createdAt: string, imagem: { miniatura: string } | null }> } | null };

export type NoticiaAdminQueryVariables = Exact<{
  id: string | number;
}>;


export type NoticiaAdminQuery = { noticiaAdmin: { id: string, titulo: string, resumo: string | null, conteudo: string, fonte: string | null, categoria: CategoriaNoticia, destaqueNivel: DestaqueNivel | null, destaqueSlot: number | null, destaqueDescricao: string | null, imagemAlt: string | null, imagemLegenda: string | null, publicada: boolean, publicadaEm: string | null, urlSufixo: string, galeriaId: string | null, usuarioCriador: string | null, createdAt: string, updatedAt: string, imagem: { url: string, miniatura: string, nome: string } | null, deputado: { id: string, nome: string } | null, historico: Array<{ acao: string, usuario: string, createdAt: string }> } | null };

export type CriarNoticiaMutationVariables = Exact<{
  dados: NoticiaInput;
}>;


export type CriarNoticiaMutation = { criarNoticia: { id: string } };

export type AtualizarNoticiaMutationVariables = Exact<{
  id: string | number;
  dados: NoticiaInput;
}>;


export type AtualizarNoticiaMutation = { atualizarNoticia: { id: string } };

export type ExcluirNoticiaMutationVariables = Exact<{
  id: string | number;
}>;


export type ExcluirNoticiaMutation = { excluirNoticia: boolean };

export type PublicarNoticiaMutationVariables = Exact<{
  id: string | number;
  dataPublicacao: string;
}>;


export type PublicarNoticiaMutation = { publicarNoticia: { id: string, publicada: boolean, publicadaEm: string | null } };

export type DespublicarNoticiaMutationVariables = Exact<{
  id: string | number;
}>;


export type DespublicarNoticiaMutation = { despublicarNoticia: { id: string, publicada: boolean, publicadaEm: string | null } };

export type DestaquesOcupadosQueryVariables = Exact<{ [key: string]: never; }>;


export type DestaquesOcupadosQuery = { destaquesNoticias: Array<{ id: string, titulo: string, destaqueNivel: DestaqueNivel | null, destaqueSlot: number | null }> | null };

export type ConfiguracaoNoticiasQueryVariables = Exact<{ [key: string]: never; }>;


export type ConfiguracaoNoticiasQuery = { configuracaoNoticias: { fontePadrao: string, categoriaPadrao: string } | null };

export type RemuneracoesAdminQueryVariables = Exact<{
  filtro?: RemuneracaoFiltro | null | undefined;
  pagina: number;
  porPagina: number;
}>;


export type RemuneracoesAdminQuery = { remuneracoes: { total: number, totalPaginas: number, itens: Array<{ id: string, matricula: string, nome: string, cargo: string, vinculo: string, categoria: string, lotacao: string, gabinete: string | null, ano: number, mes: number, brutoFormatado: string, descontosFormatado: string, liquidoFormatado: string }> } | null };

export type RemuneracaoAdminQueryVariables = Exact<{
  id: string | number;
}>;


export type RemuneracaoAdminQuery = { remuneracao: { id: string, matricula: string, nome: string, cargo: string, vinculo: string, categoria: string, lotacao: string, gabinete: string | null, ano: number, mes: number, remuneracaoBasica: string, vantagens: string, indenizacoes: string, bruto: string, descontos: string, liquido: string, brutoFormatado: string, descontosFormatado: string, liquidoFormatado: string } | null };

export type ExcluirRemuneracaoAdminMutationVariables = Exact<{
  id: string | number;
}>;


export type ExcluirRemuneracaoAdminMutation = { excluirRemuneracao: boolean };

export type SolicitacoesInformacaoQueryVariables = Exact<{
  filtro?: SolicitacaoInformacaoFiltro | null | undefined;
  pagina: number;
  porPagina: number;
}>;


export type SolicitacoesInformacaoQuery = { solicitacoesInformacao: { total: number, totalPaginas: number, itens: Array<{ id: string, protocolo: string, nome: string, status: StatusSolicitacaoInformacao, recebidaEm: string, prazo: string, prorrogada: boolean, situacaoDoPrazo: string | null, rotuloSituacaoDoPrazo: string | null }> } | null };

export type SolicitacaoInformacaoQueryVariables = Exact<{
  id: string | number;
}>;


export type SolicitacaoInformacaoQuery = { solicitacaoInformacao: { id: string, protocolo: string, tipoPessoa: string, nome: string, email: string, telefone: string | null, genero: string | null, escolaridade: string | null, ocupacao: string | null, objetivo: string | null, pedido: string, status: StatusSolicitacaoInformacao, recebidaEm: string, prazo: string, prorrogada: boolean, situacaoDoPrazo: string | null, rotuloSituacaoDoPrazo: string | null, justificativaProrrogacao: string | null, resposta: string | null, decisao: DecisaoSolicitacaoInformacao | null, motivoNegativa: MotivoNegativaInformacao | null, respondidaEm: string | null, respondidaPor: string | null, createdAt: string, pdfResposta: { url: string, nome: string } | null, recursos: Array<{ id: string, instancia: number, razoes: string, prazo: string, resposta: string | null, decisao: DecisaoRecursoInformacao | null, respondidoEm: string | null, respondidoPor: string | null }> } | null };

export type ProrrogarSolicitacaoInformacaoMutationVariables = Exact<{
  id: string | number;
  justificativa: string;
}>;


export type ProrrogarSolicitacaoInformacaoMutation = { prorrogarSolicitacaoInformacao: { id: string, prazo: string, prorrogada: boolean, justificativaProrrogacao: string | null } };

export type ResponderSolicitacaoInformacaoMutationVariables = Exact<{
  id: string | number;
  dados: RespostaSolicitacaoInformacaoInput;
}>;


export type ResponderSolicitacaoInformacaoMutation = { responderSolicitacaoInformacao: { id: string, status: StatusSolicitacaoInformacao, prazo: string, resposta: string | null, decisao: DecisaoSolicitacaoInformacao | null, motivoNegativa: MotivoNegativaInformacao | null, pdfResposta: { url: string, nome: string } | null } };

export type ResponderRecursoInformacaoMutationVariables = Exact<{
  id: string | number;
  dados: RespostaRecursoInformacaoInput;
}>;


export type ResponderRecursoInformacaoMutation = { responderRecursoInformacao: { id: string, status: StatusSolicitacaoInformacao, prazo: string, recursos: Array<{ id: string, instancia: number, resposta: string | null, decisao: DecisaoRecursoInformacao | null }> } };

export type TrabalhosAdminQueryVariables = Exact<{
  estado?: EstadoTrabalho | null | undefined;
}>;


export type TrabalhosAdminQuery = { trabalhos: Array<{ id: string, fila: string, estado: EstadoTrabalho, tentativas: number, criadoEm: string, iniciadoEm: string | null, concluidoEm: string | null, erro: string | null }> | null };

export type RepetirTrabalhoMutationVariables = Exact<{
  fila: string;
  id: string | number;
}>;


export type RepetirTrabalhoMutation = { repetirTrabalho: boolean };

export type UsuariosAdminQueryVariables = Exact<{
  filtro?: UsuarioFiltro | null | undefined;
  pagina?: number | null | undefined;
}>;


export type UsuariosAdminQuery = { usuarios: { total: number, pagina: number, totalPaginas: number, itens: Array<{ id: string, login: string, nome: string, email: string | null, ativo: boolean, lotacaoPadrao: { id: string, sigla: string }, vinculos: Array<{ id: string, permissoes: Array<string>, funcionalidades: Array<string>, lotacao: { id: string, sigla: string, nome: string } }> }> } | null };

export type OpcoesUsuarioAdminQueryVariables = Exact<{ [key: string]: never; }>;


export type OpcoesUsuarioAdminQuery = { catalogoDePermissoes: { permissoes: Array<string>, funcionalidades: Array<string> } | null, lotacoes: { itens: Array<{ id: string, nome: string, sigla: string }> } | null };

export type CriarUsuarioAdminMutationVariables = Exact<{
  dados: UsuarioInput;
}>;


export type CriarUsuarioAdminMutation = { criarUsuario: { id: string } };

export type AtualizarUsuarioAdminMutationVariables = Exact<{
  id: string | number;
  dados: UsuarioAtualizacaoInput;
}>;


export type AtualizarUsuarioAdminMutation = { atualizarUsuario: { id: string, ativo: boolean } };

export type DefinirVinculoAdminMutationVariables = Exact<{
  dados: VinculoInput;
}>;


export type DefinirVinculoAdminMutation = { definirVinculo: { id: string } };

export type EnviarLinkDeSenhaAdminMutationVariables = Exact<{
  id: string | number;
}>;


export type EnviarLinkDeSenhaAdminMutation = { enviarLinkDeSenha: { mensagem: string } };

export type ValidarCodigoSenhaEquipeMutationVariables = Exact<{
  codigo: string;
}>;


export type ValidarCodigoSenhaEquipeMutation = { validarCodigoSenhaEquipe: { mensagem: string, login: string } };

export type DefinirSenhaEquipeMutationVariables = Exact<{
  codigo: string;
  senha: string;
}>;


export type DefinirSenhaEquipeMutation = { definirSenhaEquipe: { mensagem: string } };

export type PainelNoticiasARevisarQueryVariables = Exact<{ [key: string]: never; }>;


export type PainelNoticiasARevisarQuery = { noticiasAdmin: { total: number, itens: Array<{ id: string, titulo: string, usuarioCriador: string | null, createdAt: string }> } | null };

export type PainelFaleConoscoAguardandoQueryVariables = Exact<{ [key: string]: never; }>;


export type PainelFaleConoscoAguardandoQuery = { solicitacoesFaleConosco: { total: number, itens: Array<{ id: string, protocolo: string, assunto: string, createdAt: string }> } | null };

export type ContadoresMenuQueryVariables = Exact<{ [key: string]: never; }>;


export type ContadoresMenuQuery = { contadoresMenu: { faleConosco: number, agenda: number, galeria: number, noticias: number } | null };

export const AgendaDetalheFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AgendaDetalhe"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Agenda"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"situacao"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"agendaItens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"horario"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"local"}},{"kind":"Field","name":{"kind":"Name","value":"pauta"}},{"kind":"Field","name":{"kind":"Name","value":"tipoEnvolvido"}},{"kind":"Field","name":{"kind":"Name","value":"envolvido"}}]}}]}}]} as unknown as DocumentNode<AgendaDetalheFragment, unknown>;
export const BannerDetalheFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BannerDetalhe"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Banner"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"exibirAte"}},{"kind":"Field","name":{"kind":"Name","value":"ativo"}},{"kind":"Field","name":{"kind":"Name","value":"imagem"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"largura"}},{"kind":"Field","name":{"kind":"Name","value":"altura"}},{"kind":"Field","name":{"kind":"Name","value":"miniatura"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"largura"},"value":{"kind":"IntValue","value":"400"}}]}]}}]}}]} as unknown as DocumentNode<BannerDetalheFragment, unknown>;
export const ComissaoDetalheFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComissaoDetalhe"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Comissao"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"sigla"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"tipoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"ativa"}},{"kind":"Field","name":{"kind":"Name","value":"urlSufixo"}},{"kind":"Field","name":{"kind":"Name","value":"deputadosComissao"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cargo"}},{"kind":"Field","name":{"kind":"Name","value":"cargoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"deputado"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"partido"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sigla"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"equipeTecnicaComissoes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"funcao"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"telefone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"trabalhosComissao"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"tipoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"arquivosComissao"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"tipoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"linksComissao"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"categoria"}},{"kind":"Field","name":{"kind":"Name","value":"categoriaDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<ComissaoDetalheFragment, unknown>;
export const DeputadoDetalheFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeputadoDetalhe"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Deputado"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"nomeCompleto"}},{"kind":"Field","name":{"kind":"Name","value":"ativo"}},{"kind":"Field","name":{"kind":"Name","value":"gabinete"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"telefone"}},{"kind":"Field","name":{"kind":"Name","value":"lider"}},{"kind":"Field","name":{"kind":"Name","value":"mesaDiretora"}},{"kind":"Field","name":{"kind":"Name","value":"cargo"}},{"kind":"Field","name":{"kind":"Name","value":"cargoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"biografia"}},{"kind":"Field","name":{"kind":"Name","value":"fotoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"fotoMiniatura"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"largura"},"value":{"kind":"IntValue","value":"160"}}]},{"kind":"Field","name":{"kind":"Name","value":"partido"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sigla"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deputadoLegislaturas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dataInicio"}},{"kind":"Field","name":{"kind":"Name","value":"legislatura"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"anoInicio"}},{"kind":"Field","name":{"kind":"Name","value":"anoFim"}}]}},{"kind":"Field","name":{"kind":"Name","value":"partido"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sigla"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"afastamentos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"tipoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"dataAfastamento"}},{"kind":"Field","name":{"kind":"Name","value":"dataRetorno"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deputadoAnoEmendas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"ativo"}}]}}]}}]} as unknown as DocumentNode<DeputadoDetalheFragment, unknown>;
export const EdicaoDetalheFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EdicaoDetalhe"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Edicao"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"programa"}},{"kind":"Field","name":{"kind":"Name","value":"programaDados"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}}]}}]}}]} as unknown as DocumentNode<EdicaoDetalheFragment, unknown>;
export const CursoDetalheFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CursoDetalhe"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Curso"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"programa"}},{"kind":"Field","name":{"kind":"Name","value":"edicao"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"cargaHoraria"}},{"kind":"Field","name":{"kind":"Name","value":"vagas"}},{"kind":"Field","name":{"kind":"Name","value":"dataInicio"}},{"kind":"Field","name":{"kind":"Name","value":"dataFim"}},{"kind":"Field","name":{"kind":"Name","value":"periodo"}},{"kind":"Field","name":{"kind":"Name","value":"local"}},{"kind":"Field","name":{"kind":"Name","value":"docente"}},{"kind":"Field","name":{"kind":"Name","value":"modalidade"}},{"kind":"Field","name":{"kind":"Name","value":"localidade"}},{"kind":"Field","name":{"kind":"Name","value":"tipoDocente"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"tipoTransmissao"}},{"kind":"Field","name":{"kind":"Name","value":"vagasRestantes"}},{"kind":"Field","name":{"kind":"Name","value":"edicaoDados"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"horarios"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"turno"}},{"kind":"Field","name":{"kind":"Name","value":"horarioInicial"}},{"kind":"Field","name":{"kind":"Name","value":"horarioFinal"}}]}}]}}]} as unknown as DocumentNode<CursoDetalheFragment, unknown>;
export const GaleriaDetalheFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GaleriaDetalhe"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Galeria"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"situacao"}},{"kind":"Field","name":{"kind":"Name","value":"relacionadoId"}},{"kind":"Field","name":{"kind":"Name","value":"relacionadoNome"}},{"kind":"Field","name":{"kind":"Name","value":"ultimoCredito"}},{"kind":"Field","name":{"kind":"Name","value":"urlSufixo"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"categoria"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tipoRelacionado"}}]}},{"kind":"Field","name":{"kind":"Name","value":"capa"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"imagem"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"miniatura"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"largura"},"value":{"kind":"IntValue","value":"320"}}]}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"galeriaImagens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"credito"}},{"kind":"Field","name":{"kind":"Name","value":"capa"}},{"kind":"Field","name":{"kind":"Name","value":"ordem"}},{"kind":"Field","name":{"kind":"Name","value":"imagem"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"miniatura"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"largura"},"value":{"kind":"IntValue","value":"160"}}]}]}}]}}]}}]} as unknown as DocumentNode<GaleriaDetalheFragment, unknown>;
export const LegislaturaDetalheFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LegislaturaDetalhe"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Legislatura"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"numero"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"anoInicio"}},{"kind":"Field","name":{"kind":"Name","value":"anoFim"}},{"kind":"Field","name":{"kind":"Name","value":"atual"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"tipoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"deputadoLegislaturas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dataInicio"}},{"kind":"Field","name":{"kind":"Name","value":"deputado"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}}]}},{"kind":"Field","name":{"kind":"Name","value":"partido"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sigla"}}]}}]}}]}}]} as unknown as DocumentNode<LegislaturaDetalheFragment, unknown>;
export const AbastecimentosAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AbastecimentosAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AbastecimentoFiltro"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"abastecimentos"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filtro"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}}},{"kind":"Argument","name":{"kind":"Name","value":"pagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}}},{"kind":"Argument","name":{"kind":"Name","value":"porPagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"mes"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"placa"}},{"kind":"Field","name":{"kind":"Name","value":"combustivel"}},{"kind":"Field","name":{"kind":"Name","value":"litros"}},{"kind":"Field","name":{"kind":"Name","value":"valor"}},{"kind":"Field","name":{"kind":"Name","value":"posto"}},{"kind":"Field","name":{"kind":"Name","value":"valorFormatado"}},{"kind":"Field","name":{"kind":"Name","value":"combustivelDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaginas"}}]}}]}}]} as unknown as DocumentNode<AbastecimentosAdminQuery, AbastecimentosAdminQueryVariables>;
export const AbastecimentoAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AbastecimentoAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"abastecimento"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"mes"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"placa"}},{"kind":"Field","name":{"kind":"Name","value":"combustivel"}},{"kind":"Field","name":{"kind":"Name","value":"litros"}},{"kind":"Field","name":{"kind":"Name","value":"valor"}},{"kind":"Field","name":{"kind":"Name","value":"posto"}},{"kind":"Field","name":{"kind":"Name","value":"valorFormatado"}},{"kind":"Field","name":{"kind":"Name","value":"combustivelDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<AbastecimentoAdminQuery, AbastecimentoAdminQueryVariables>;
export const CriarAbastecimentoAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CriarAbastecimentoAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AbastecimentoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"criarAbastecimento"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"mes"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"placa"}},{"kind":"Field","name":{"kind":"Name","value":"combustivel"}},{"kind":"Field","name":{"kind":"Name","value":"litros"}},{"kind":"Field","name":{"kind":"Name","value":"valor"}},{"kind":"Field","name":{"kind":"Name","value":"posto"}},{"kind":"Field","name":{"kind":"Name","value":"valorFormatado"}},{"kind":"Field","name":{"kind":"Name","value":"combustivelDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<CriarAbastecimentoAdminMutation, CriarAbastecimentoAdminMutationVariables>;
export const AtualizarAbastecimentoAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AtualizarAbastecimentoAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AbastecimentoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"atualizarAbastecimento"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"mes"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"placa"}},{"kind":"Field","name":{"kind":"Name","value":"combustivel"}},{"kind":"Field","name":{"kind":"Name","value":"litros"}},{"kind":"Field","name":{"kind":"Name","value":"valor"}},{"kind":"Field","name":{"kind":"Name","value":"posto"}},{"kind":"Field","name":{"kind":"Name","value":"valorFormatado"}},{"kind":"Field","name":{"kind":"Name","value":"combustivelDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<AtualizarAbastecimentoAdminMutation, AtualizarAbastecimentoAdminMutationVariables>;
export const ExcluirAbastecimentoAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExcluirAbastecimentoAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"excluirAbastecimento"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ExcluirAbastecimentoAdminMutation, ExcluirAbastecimentoAdminMutationVariables>;
export const AeronavesAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AeronavesAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AeronaveFiltro"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aeronaves"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filtro"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}}},{"kind":"Argument","name":{"kind":"Name","value":"pagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}}},{"kind":"Argument","name":{"kind":"Name","value":"porPagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"mes"}},{"kind":"Field","name":{"kind":"Name","value":"prefixo"}},{"kind":"Field","name":{"kind":"Name","value":"modelo"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaginas"}}]}}]}}]} as unknown as DocumentNode<AeronavesAdminQuery, AeronavesAdminQueryVariables>;
export const AeronaveAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AeronaveAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aeronave"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"mes"}},{"kind":"Field","name":{"kind":"Name","value":"prefixo"}},{"kind":"Field","name":{"kind":"Name","value":"modelo"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<AeronaveAdminQuery, AeronaveAdminQueryVariables>;
export const CriarAeronaveAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CriarAeronaveAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AeronaveInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"criarAeronave"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"mes"}},{"kind":"Field","name":{"kind":"Name","value":"prefixo"}},{"kind":"Field","name":{"kind":"Name","value":"modelo"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<CriarAeronaveAdminMutation, CriarAeronaveAdminMutationVariables>;
export const AtualizarAeronaveAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AtualizarAeronaveAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AeronaveInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"atualizarAeronave"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"mes"}},{"kind":"Field","name":{"kind":"Name","value":"prefixo"}},{"kind":"Field","name":{"kind":"Name","value":"modelo"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<AtualizarAeronaveAdminMutation, AtualizarAeronaveAdminMutationVariables>;
export const ExcluirAeronaveAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExcluirAeronaveAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"excluirAeronave"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ExcluirAeronaveAdminMutation, ExcluirAeronaveAdminMutationVariables>;
export const ArquivosDoPortalAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ArquivosDoPortalAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ArquivoDoPortalFiltro"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"arquivosDoPortalAdmin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filtro"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}}},{"kind":"Argument","name":{"kind":"Name","value":"pagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}}},{"kind":"Argument","name":{"kind":"Name","value":"porPagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"ativo"}},{"kind":"Field","name":{"kind":"Name","value":"ativoNome"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"enderecoPublico"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaginas"}}]}}]}}]} as unknown as DocumentNode<ArquivosDoPortalAdminQuery, ArquivosDoPortalAdminQueryVariables>;
export const ArquivoDoPortalAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ArquivoDoPortalAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"arquivoDoPortalAdmin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"ativo"}},{"kind":"Field","name":{"kind":"Name","value":"ativoNome"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"enderecoPublico"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<ArquivoDoPortalAdminQuery, ArquivoDoPortalAdminQueryVariables>;
export const CriarArquivoDoPortalAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CriarArquivoDoPortalAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ArquivoDoPortalInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"criarArquivoDoPortal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"ativo"}},{"kind":"Field","name":{"kind":"Name","value":"ativoNome"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"enderecoPublico"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<CriarArquivoDoPortalAdminMutation, CriarArquivoDoPortalAdminMutationVariables>;
export const AtualizarArquivoDoPortalAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AtualizarArquivoDoPortalAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ArquivoDoPortalInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"atualizarArquivoDoPortal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"ativo"}},{"kind":"Field","name":{"kind":"Name","value":"ativoNome"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"enderecoPublico"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<AtualizarArquivoDoPortalAdminMutation, AtualizarArquivoDoPortalAdminMutationVariables>;
export const ExcluirArquivoDoPortalAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExcluirArquivoDoPortalAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"excluirArquivoDoPortal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ExcluirArquivoDoPortalAdminMutation, ExcluirArquivoDoPortalAdminMutationVariables>;
export const ArquivosLinksAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ArquivosLinksAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ArquivoLinkFiltro"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"arquivosLinks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filtro"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}}},{"kind":"Argument","name":{"kind":"Name","value":"pagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}}},{"kind":"Argument","name":{"kind":"Name","value":"porPagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"tipoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaginas"}}]}}]}}]} as unknown as DocumentNode<ArquivosLinksAdminQuery, ArquivosLinksAdminQueryVariables>;
export const ArquivoLinkAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ArquivoLinkAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"arquivoLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"tipoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<ArquivoLinkAdminQuery, ArquivoLinkAdminQueryVariables>;
export const CriarArquivoLinkAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CriarArquivoLinkAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ArquivoLinkInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"criarArquivoLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"tipoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<CriarArquivoLinkAdminMutation, CriarArquivoLinkAdminMutationVariables>;
export const AtualizarArquivoLinkAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AtualizarArquivoLinkAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ArquivoLinkInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"atualizarArquivoLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"tipoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<AtualizarArquivoLinkAdminMutation, AtualizarArquivoLinkAdminMutationVariables>;
export const ExcluirArquivoLinkAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExcluirArquivoLinkAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"excluirArquivoLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ExcluirArquivoLinkAdminMutation, ExcluirArquivoLinkAdminMutationVariables>;
export const MembrosCorpoTecnicoAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MembrosCorpoTecnicoAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"MembroCorpoTecnicoFiltro"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"membrosCorpoTecnico"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filtro"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}}},{"kind":"Argument","name":{"kind":"Name","value":"pagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}}},{"kind":"Argument","name":{"kind":"Name","value":"porPagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"cargo"}},{"kind":"Field","name":{"kind":"Name","value":"area"}},{"kind":"Field","name":{"kind":"Name","value":"formacao"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaginas"}}]}}]}}]} as unknown as DocumentNode<MembrosCorpoTecnicoAdminQuery, MembrosCorpoTecnicoAdminQueryVariables>;
export const MembroCorpoTecnicoAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MembroCorpoTecnicoAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"membroCorpoTecnico"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"cargo"}},{"kind":"Field","name":{"kind":"Name","value":"area"}},{"kind":"Field","name":{"kind":"Name","value":"formacao"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<MembroCorpoTecnicoAdminQuery, MembroCorpoTecnicoAdminQueryVariables>;
export const CriarMembroCorpoTecnicoAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CriarMembroCorpoTecnicoAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MembroCorpoTecnicoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"criarMembroCorpoTecnico"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"cargo"}},{"kind":"Field","name":{"kind":"Name","value":"area"}},{"kind":"Field","name":{"kind":"Name","value":"formacao"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<CriarMembroCorpoTecnicoAdminMutation, CriarMembroCorpoTecnicoAdminMutationVariables>;
export const AtualizarMembroCorpoTecnicoAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AtualizarMembroCorpoTecnicoAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MembroCorpoTecnicoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"atualizarMembroCorpoTecnico"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"cargo"}},{"kind":"Field","name":{"kind":"Name","value":"area"}},{"kind":"Field","name":{"kind":"Name","value":"formacao"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<AtualizarMembroCorpoTecnicoAdminMutation, AtualizarMembroCorpoTecnicoAdminMutationVariables>;
export const ExcluirMembroCorpoTecnicoAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExcluirMembroCorpoTecnicoAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"excluirMembroCorpoTecnico"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ExcluirMembroCorpoTecnicoAdminMutation, ExcluirMembroCorpoTecnicoAdminMutationVariables>;
export const InformacoesAssessoramentoAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InformacoesAssessoramentoAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"InformacaoAssessoramentoFiltro"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"informacoesAssessoramento"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filtro"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}}},{"kind":"Argument","name":{"kind":"Name","value":"pagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}}},{"kind":"Argument","name":{"kind":"Name","value":"porPagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"secao"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"ordem"}},{"kind":"Field","name":{"kind":"Name","value":"conteudo"}},{"kind":"Field","name":{"kind":"Name","value":"secaoNome"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaginas"}}]}}]}}]} as unknown as DocumentNode<InformacoesAssessoramentoAdminQuery, InformacoesAssessoramentoAdminQueryVariables>;
export const InformacaoAssessoramentoAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InformacaoAssessoramentoAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"informacaoAssessoramento"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"secao"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"ordem"}},{"kind":"Field","name":{"kind":"Name","value":"conteudo"}},{"kind":"Field","name":{"kind":"Name","value":"secaoNome"}}]}}]}}]} as unknown as DocumentNode<InformacaoAssessoramentoAdminQuery, InformacaoAssessoramentoAdminQueryVariables>;
export const CriarInformacaoAssessoramentoAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CriarInformacaoAssessoramentoAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InformacaoAssessoramentoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"criarInformacaoAssessoramento"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"secao"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"ordem"}},{"kind":"Field","name":{"kind":"Name","value":"conteudo"}},{"kind":"Field","name":{"kind":"Name","value":"secaoNome"}}]}}]}}]} as unknown as DocumentNode<CriarInformacaoAssessoramentoAdminMutation, CriarInformacaoAssessoramentoAdminMutationVariables>;
export const AtualizarInformacaoAssessoramentoAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AtualizarInformacaoAssessoramentoAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InformacaoAssessoramentoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"atualizarInformacaoAssessoramento"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"secao"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"ordem"}},{"kind":"Field","name":{"kind":"Name","value":"conteudo"}},{"kind":"Field","name":{"kind":"Name","value":"secaoNome"}}]}}]}}]} as unknown as DocumentNode<AtualizarInformacaoAssessoramentoAdminMutation, AtualizarInformacaoAssessoramentoAdminMutationVariables>;
export const ExcluirInformacaoAssessoramentoAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExcluirInformacaoAssessoramentoAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"excluirInformacaoAssessoramento"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ExcluirInformacaoAssessoramentoAdminMutation, ExcluirInformacaoAssessoramentoAdminMutationVariables>;
export const MateriaisAssessoramentoAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MateriaisAssessoramentoAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"MaterialAssessoramentoFiltro"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"materiaisAssessoramento"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filtro"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}}},{"kind":"Argument","name":{"kind":"Name","value":"pagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}}},{"kind":"Argument","name":{"kind":"Name","value":"porPagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"resumo"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"tipoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaginas"}}]}}]}}]} as unknown as DocumentNode<MateriaisAssessoramentoAdminQuery, MateriaisAssessoramentoAdminQueryVariables>;
export const MaterialAssessoramentoAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MaterialAssessoramentoAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"materialAssessoramento"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"resumo"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"tipoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<MaterialAssessoramentoAdminQuery, MaterialAssessoramentoAdminQueryVariables>;
export const CriarMaterialAssessoramentoAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CriarMaterialAssessoramentoAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MaterialAssessoramentoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"criarMaterialAssessoramento"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"resumo"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"tipoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<CriarMaterialAssessoramentoAdminMutation, CriarMaterialAssessoramentoAdminMutationVariables>;
export const AtualizarMaterialAssessoramentoAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AtualizarMaterialAssessoramentoAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MaterialAssessoramentoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"atualizarMaterialAssessoramento"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"resumo"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"tipoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<AtualizarMaterialAssessoramentoAdminMutation, AtualizarMaterialAssessoramentoAdminMutationVariables>;
export const ExcluirMaterialAssessoramentoAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExcluirMaterialAssessoramentoAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"excluirMaterialAssessoramento"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ExcluirMaterialAssessoramentoAdminMutation, ExcluirMaterialAssessoramentoAdminMutationVariables>;
export const AtasPlenariasAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AtasPlenariasAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AtaPlenariaFiltro"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"atasPlenarias"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filtro"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}}},{"kind":"Argument","name":{"kind":"Name","value":"pagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}}},{"kind":"Argument","name":{"kind":"Name","value":"porPagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"mes"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"numero"}},{"kind":"Field","name":{"kind":"Name","value":"tipoSessao"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"tipoSessaoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaginas"}}]}}]}}]} as unknown as DocumentNode<AtasPlenariasAdminQuery, AtasPlenariasAdminQueryVariables>;
export const AtaPlenariaAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AtaPlenariaAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ataPlenaria"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"mes"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"numero"}},{"kind":"Field","name":{"kind":"Name","value":"tipoSessao"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"tipoSessaoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<AtaPlenariaAdminQuery, AtaPlenariaAdminQueryVariables>;
export const CriarAtaPlenariaAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CriarAtaPlenariaAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AtaPlenariaInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"criarAtaPlenaria"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"mes"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"numero"}},{"kind":"Field","name":{"kind":"Name","value":"tipoSessao"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"tipoSessaoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<CriarAtaPlenariaAdminMutation, CriarAtaPlenariaAdminMutationVariables>;
export const AtualizarAtaPlenariaAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AtualizarAtaPlenariaAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AtaPlenariaInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"atualizarAtaPlenaria"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"mes"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"numero"}},{"kind":"Field","name":{"kind":"Name","value":"tipoSessao"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"tipoSessaoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<AtualizarAtaPlenariaAdminMutation, AtualizarAtaPlenariaAdminMutationVariables>;
export const ExcluirAtaPlenariaAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExcluirAtaPlenariaAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"excluirAtaPlenaria"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ExcluirAtaPlenariaAdminMutation, ExcluirAtaPlenariaAdminMutationVariables>;
export const AvisosLicitacoesAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AvisosLicitacoesAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AvisoLicitacaoFiltro"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"avisosLicitacoes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filtro"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}}},{"kind":"Argument","name":{"kind":"Name","value":"pagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}}},{"kind":"Argument","name":{"kind":"Name","value":"porPagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"editalId"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"conteudo"}},{"kind":"Field","name":{"kind":"Name","value":"dataPublicacao"}},{"kind":"Field","name":{"kind":"Name","value":"edital"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"identificador"}}]}},{"kind":"Field","name":{"kind":"Name","value":"arquivos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chave"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaginas"}}]}}]}}]} as unknown as DocumentNode<AvisosLicitacoesAdminQuery, AvisosLicitacoesAdminQueryVariables>;
export const AvisoLicitacaoAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AvisoLicitacaoAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"avisoLicitacao"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"editalId"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"conteudo"}},{"kind":"Field","name":{"kind":"Name","value":"dataPublicacao"}},{"kind":"Field","name":{"kind":"Name","value":"edital"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"identificador"}}]}},{"kind":"Field","name":{"kind":"Name","value":"arquivos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chave"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<AvisoLicitacaoAdminQuery, AvisoLicitacaoAdminQueryVariables>;
export const CriarAvisoLicitacaoAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CriarAvisoLicitacaoAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AvisoLicitacaoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"criarAvisoLicitacao"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"editalId"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"conteudo"}},{"kind":"Field","name":{"kind":"Name","value":"dataPublicacao"}},{"kind":"Field","name":{"kind":"Name","value":"edital"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"identificador"}}]}},{"kind":"Field","name":{"kind":"Name","value":"arquivos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chave"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<CriarAvisoLicitacaoAdminMutation, CriarAvisoLicitacaoAdminMutationVariables>;
export const AtualizarAvisoLicitacaoAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AtualizarAvisoLicitacaoAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AvisoLicitacaoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"atualizarAvisoLicitacao"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"editalId"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"conteudo"}},{"kind":"Field","name":{"kind":"Name","value":"dataPublicacao"}},{"kind":"Field","name":{"kind":"Name","value":"edital"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"identificador"}}]}},{"kind":"Field","name":{"kind":"Name","value":"arquivos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chave"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<AtualizarAvisoLicitacaoAdminMutation, AtualizarAvisoLicitacaoAdminMutationVariables>;
export const ExcluirAvisoLicitacaoAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExcluirAvisoLicitacaoAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"excluirAvisoLicitacao"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ExcluirAvisoLicitacaoAdminMutation, ExcluirAvisoLicitacaoAdminMutationVariables>;
export const BalancosAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BalancosAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"BalancoFiltro"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"balancos"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filtro"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}}},{"kind":"Argument","name":{"kind":"Name","value":"pagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}}},{"kind":"Argument","name":{"kind":"Name","value":"porPagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaginas"}}]}}]}}]} as unknown as DocumentNode<BalancosAdminQuery, BalancosAdminQueryVariables>;
export const BalancoAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BalancoAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"balanco"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<BalancoAdminQuery, BalancoAdminQueryVariables>;
export const CriarBalancoAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CriarBalancoAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BalancoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"criarBalanco"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<CriarBalancoAdminMutation, CriarBalancoAdminMutationVariables>;
export const AtualizarBalancoAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AtualizarBalancoAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BalancoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"atualizarBalanco"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<AtualizarBalancoAdminMutation, AtualizarBalancoAdminMutationVariables>;
export const ExcluirBalancoAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExcluirBalancoAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"excluirBalanco"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ExcluirBalancoAdminMutation, ExcluirBalancoAdminMutationVariables>;
export const CategoriasDaPerguntaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CategoriasDaPergunta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categoriasPerguntasFrequentes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pagina"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"porPagina"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}}]}}]}}]}}]} as unknown as DocumentNode<CategoriasDaPerguntaQuery, CategoriasDaPerguntaQueryVariables>;
export const CategoriasDoLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CategoriasDoLink"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categoriasLinks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pagina"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"porPagina"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}}]}}]}}]}}]} as unknown as DocumentNode<CategoriasDoLinkQuery, CategoriasDoLinkQueryVariables>;
export const CategoriasLinksAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CategoriasLinksAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CategoriaLinkFiltro"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categoriasLinks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filtro"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}}},{"kind":"Argument","name":{"kind":"Name","value":"pagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}}},{"kind":"Argument","name":{"kind":"Name","value":"porPagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"ordem"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaginas"}}]}}]}}]} as unknown as DocumentNode<CategoriasLinksAdminQuery, CategoriasLinksAdminQueryVariables>;
export const CategoriaLinkAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CategoriaLinkAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categoriaLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"ordem"}}]}}]}}]} as unknown as DocumentNode<CategoriaLinkAdminQuery, CategoriaLinkAdminQueryVariables>;
export const CriarCategoriaLinkAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CriarCategoriaLinkAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CategoriaLinkInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"criarCategoriaLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"ordem"}}]}}]}}]} as unknown as DocumentNode<CriarCategoriaLinkAdminMutation, CriarCategoriaLinkAdminMutationVariables>;
export const AtualizarCategoriaLinkAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AtualizarCategoriaLinkAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CategoriaLinkInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"atualizarCategoriaLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"ordem"}}]}}]}}]} as unknown as DocumentNode<AtualizarCategoriaLinkAdminMutation, AtualizarCategoriaLinkAdminMutationVariables>;
export const ExcluirCategoriaLinkAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExcluirCategoriaLinkAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"excluirCategoriaLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ExcluirCategoriaLinkAdminMutation, ExcluirCategoriaLinkAdminMutationVariables>;
export const CategoriasPerguntasFrequentesAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CategoriasPerguntasFrequentesAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CategoriaPerguntaFrequenteFiltro"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categoriasPerguntasFrequentes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filtro"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}}},{"kind":"Argument","name":{"kind":"Name","value":"pagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}}},{"kind":"Argument","name":{"kind":"Name","value":"porPagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"ordem"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaginas"}}]}}]}}]} as unknown as DocumentNode<CategoriasPerguntasFrequentesAdminQuery, CategoriasPerguntasFrequentesAdminQueryVariables>;
export const CategoriaPerguntaFrequenteAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CategoriaPerguntaFrequenteAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categoriaPerguntaFrequente"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"ordem"}}]}}]}}]} as unknown as DocumentNode<CategoriaPerguntaFrequenteAdminQuery, CategoriaPerguntaFrequenteAdminQueryVariables>;
export const CriarCategoriaPerguntaFrequenteAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CriarCategoriaPerguntaFrequenteAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CategoriaPerguntaFrequenteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"criarCategoriaPerguntaFrequente"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"ordem"}}]}}]}}]} as unknown as DocumentNode<CriarCategoriaPerguntaFrequenteAdminMutation, CriarCategoriaPerguntaFrequenteAdminMutationVariables>;
export const AtualizarCategoriaPerguntaFrequenteAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AtualizarCategoriaPerguntaFrequenteAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CategoriaPerguntaFrequenteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"atualizarCategoriaPerguntaFrequente"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"ordem"}}]}}]}}]} as unknown as DocumentNode<AtualizarCategoriaPerguntaFrequenteAdminMutation, AtualizarCategoriaPerguntaFrequenteAdminMutationVariables>;
export const ExcluirCategoriaPerguntaFrequenteAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExcluirCategoriaPerguntaFrequenteAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"excluirCategoriaPerguntaFrequente"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ExcluirCategoriaPerguntaFrequenteAdminMutation, ExcluirCategoriaPerguntaFrequenteAdminMutationVariables>;
export const DocumentosComplianceAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DocumentosComplianceAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentoComplianceFiltro"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentosCompliance"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filtro"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}}},{"kind":"Argument","name":{"kind":"Name","value":"pagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}}},{"kind":"Argument","name":{"kind":"Name","value":"porPagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"tipoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaginas"}}]}}]}}]} as unknown as DocumentNode<DocumentosComplianceAdminQuery, DocumentosComplianceAdminQueryVariables>;
export const DocumentoComplianceAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DocumentoComplianceAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentoCompliance"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"tipoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<DocumentoComplianceAdminQuery, DocumentoComplianceAdminQueryVariables>;
export const CriarDocumentoComplianceAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CriarDocumentoComplianceAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentoComplianceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"criarDocumentoCompliance"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"tipoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<CriarDocumentoComplianceAdminMutation, CriarDocumentoComplianceAdminMutationVariables>;
export const AtualizarDocumentoComplianceAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AtualizarDocumentoComplianceAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentoComplianceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"atualizarDocumentoCompliance"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"tipoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<AtualizarDocumentoComplianceAdminMutation, AtualizarDocumentoComplianceAdminMutationVariables>;
export const ExcluirDocumentoComplianceAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExcluirDocumentoComplianceAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"excluirDocumentoCompliance"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ExcluirDocumentoComplianceAdminMutation, ExcluirDocumentoComplianceAdminMutationVariables>;
export const ConcursosAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConcursosAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ConcursoFiltro"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"concursos"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filtro"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}}},{"kind":"Argument","name":{"kind":"Name","value":"pagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}}},{"kind":"Argument","name":{"kind":"Name","value":"porPagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"situacao"}},{"kind":"Field","name":{"kind":"Name","value":"vagas"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"situacaoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaginas"}}]}}]}}]} as unknown as DocumentNode<ConcursosAdminQuery, ConcursosAdminQueryVariables>;
export const ConcursoAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConcursoAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"concurso"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"situacao"}},{"kind":"Field","name":{"kind":"Name","value":"vagas"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"situacaoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<ConcursoAdminQuery, ConcursoAdminQueryVariables>;
export const CriarConcursoAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CriarConcursoAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConcursoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"criarConcurso"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"situacao"}},{"kind":"Field","name":{"kind":"Name","value":"vagas"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"situacaoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<CriarConcursoAdminMutation, CriarConcursoAdminMutationVariables>;
export const AtualizarConcursoAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AtualizarConcursoAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConcursoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"atualizarConcurso"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"situacao"}},{"kind":"Field","name":{"kind":"Name","value":"vagas"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"situacaoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<AtualizarConcursoAdminMutation, AtualizarConcursoAdminMutationVariables>;
export const ExcluirConcursoAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExcluirConcursoAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"excluirConcurso"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ExcluirConcursoAdminMutation, ExcluirConcursoAdminMutationVariables>;
export const ConfiguracoesAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConfiguracoesAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ConfiguracaoFiltro"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"configuracoes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filtro"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}}},{"kind":"Argument","name":{"kind":"Name","value":"pagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}}},{"kind":"Argument","name":{"kind":"Name","value":"porPagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"area"}},{"kind":"Field","name":{"kind":"Name","value":"fontePadrao"}},{"kind":"Field","name":{"kind":"Name","value":"categoriaPadrao"}},{"kind":"Field","name":{"kind":"Name","value":"areaDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"categoriaPadraoDescricao"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaginas"}}]}}]}}]} as unknown as DocumentNode<ConfiguracoesAdminQuery, ConfiguracoesAdminQueryVariables>;
export const ConfiguracaoAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConfiguracaoAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"configuracao"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"area"}},{"kind":"Field","name":{"kind":"Name","value":"fontePadrao"}},{"kind":"Field","name":{"kind":"Name","value":"categoriaPadrao"}},{"kind":"Field","name":{"kind":"Name","value":"areaDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"categoriaPadraoDescricao"}}]}}]}}]} as unknown as DocumentNode<ConfiguracaoAdminQuery, ConfiguracaoAdminQueryVariables>;
export const CriarConfiguracaoAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CriarConfiguracaoAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConfiguracaoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"criarConfiguracao"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"area"}},{"kind":"Field","name":{"kind":"Name","value":"fontePadrao"}},{"kind":"Field","name":{"kind":"Name","value":"categoriaPadrao"}},{"kind":"Field","name":{"kind":"Name","value":"areaDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"categoriaPadraoDescricao"}}]}}]}}]} as unknown as DocumentNode<CriarConfiguracaoAdminMutation, CriarConfiguracaoAdminMutationVariables>;
export const AtualizarConfiguracaoAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AtualizarConfiguracaoAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConfiguracaoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"atualizarConfiguracao"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"area"}},{"kind":"Field","name":{"kind":"Name","value":"fontePadrao"}},{"kind":"Field","name":{"kind":"Name","value":"categoriaPadrao"}},{"kind":"Field","name":{"kind":"Name","value":"areaDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"categoriaPadraoDescricao"}}]}}]}}]} as unknown as DocumentNode<AtualizarConfiguracaoAdminMutation, AtualizarConfiguracaoAdminMutationVariables>;
export const ExcluirConfiguracaoAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExcluirConfiguracaoAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"excluirConfiguracao"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ExcluirConfiguracaoAdminMutation, ExcluirConfiguracaoAdminMutationVariables>;
export const DiretorioDeContatosAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DiretorioDeContatosAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ContatoFiltro"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"diretorioDeContatosAdmin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filtro"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}}},{"kind":"Argument","name":{"kind":"Name","value":"pagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}}},{"kind":"Argument","name":{"kind":"Name","value":"porPagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"responsavel"}},{"kind":"Field","name":{"kind":"Name","value":"telefonesLotacao"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tipoCd"}},{"kind":"Field","name":{"kind":"Name","value":"numero"}}]}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"localizacao"}},{"kind":"Field","name":{"kind":"Name","value":"ordem"}},{"kind":"Field","name":{"kind":"Name","value":"tipoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"telefones"}},{"kind":"Field","name":{"kind":"Name","value":"fax"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaginas"}}]}}]}}]} as unknown as DocumentNode<DiretorioDeContatosAdminQuery, DiretorioDeContatosAdminQueryVariables>;
export const ContatoAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContatoAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contatoAdmin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"responsavel"}},{"kind":"Field","name":{"kind":"Name","value":"telefonesLotacao"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tipoCd"}},{"kind":"Field","name":{"kind":"Name","value":"numero"}}]}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"localizacao"}},{"kind":"Field","name":{"kind":"Name","value":"ordem"}},{"kind":"Field","name":{"kind":"Name","value":"tipoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"telefones"}},{"kind":"Field","name":{"kind":"Name","value":"fax"}}]}}]}}]} as unknown as DocumentNode<ContatoAdminQuery, ContatoAdminQueryVariables>;
export const CriarContatoAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CriarContatoAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContatoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"criarContato"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"responsavel"}},{"kind":"Field","name":{"kind":"Name","value":"telefonesLotacao"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tipoCd"}},{"kind":"Field","name":{"kind":"Name","value":"numero"}}]}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"localizacao"}},{"kind":"Field","name":{"kind":"Name","value":"ordem"}},{"kind":"Field","name":{"kind":"Name","value":"tipoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"telefones"}},{"kind":"Field","name":{"kind":"Name","value":"fax"}}]}}]}}]} as unknown as DocumentNode<CriarContatoAdminMutation, CriarContatoAdminMutationVariables>;
export const AtualizarContatoAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AtualizarContatoAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContatoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"atualizarContato"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"responsavel"}},{"kind":"Field","name":{"kind":"Name","value":"telefonesLotacao"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tipoCd"}},{"kind":"Field","name":{"kind":"Name","value":"numero"}}]}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"localizacao"}},{"kind":"Field","name":{"kind":"Name","value":"ordem"}},{"kind":"Field","name":{"kind":"Name","value":"tipoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"telefones"}},{"kind":"Field","name":{"kind":"Name","value":"fax"}}]}}]}}]} as unknown as DocumentNode<AtualizarContatoAdminMutation, AtualizarContatoAdminMutationVariables>;
export const ExcluirContatoAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExcluirContatoAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"excluirContato"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ExcluirContatoAdminMutation, ExcluirContatoAdminMutationVariables>;
export const ContratosAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContratosAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ContratoFiltro"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contratos"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filtro"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}}},{"kind":"Argument","name":{"kind":"Name","value":"pagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}}},{"kind":"Argument","name":{"kind":"Name","value":"porPagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"numero"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"objeto"}},{"kind":"Field","name":{"kind":"Name","value":"fornecedor"}},{"kind":"Field","name":{"kind":"Name","value":"cnpj"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"valor"}},{"kind":"Field","name":{"kind":"Name","value":"dataAssinatura"}},{"kind":"Field","name":{"kind":"Name","value":"vigenciaInicio"}},{"kind":"Field","name":{"kind":"Name","value":"vigenciaFim"}},{"kind":"Field","name":{"kind":"Name","value":"tipoContratacaoId"}},{"kind":"Field","name":{"kind":"Name","value":"tipoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"valorFormatado"}},{"kind":"Field","name":{"kind":"Name","value":"tipoContratacaoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"cnpjFormatado"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaginas"}}]}}]}}]} as unknown as DocumentNode<ContratosAdminQuery, ContratosAdminQueryVariables>;
export const ContratoAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContratoAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contrato"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"numero"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"objeto"}},{"kind":"Field","name":{"kind":"Name","value":"fornecedor"}},{"kind":"Field","name":{"kind":"Name","value":"cnpj"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"valor"}},{"kind":"Field","name":{"kind":"Name","value":"dataAssinatura"}},{"kind":"Field","name":{"kind":"Name","value":"vigenciaInicio"}},{"kind":"Field","name":{"kind":"Name","value":"vigenciaFim"}},{"kind":"Field","name":{"kind":"Name","value":"tipoContratacaoId"}},{"kind":"Field","name":{"kind":"Name","value":"tipoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"valorFormatado"}},{"kind":"Field","name":{"kind":"Name","value":"tipoContratacaoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"cnpjFormatado"}}]}}]}}]} as unknown as DocumentNode<ContratoAdminQuery, ContratoAdminQueryVariables>;
export const CriarContratoAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CriarContratoAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContratoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"criarContrato"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"numero"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"objeto"}},{"kind":"Field","name":{"kind":"Name","value":"fornecedor"}},{"kind":"Field","name":{"kind":"Name","value":"cnpj"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"valor"}},{"kind":"Field","name":{"kind":"Name","value":"dataAssinatura"}},{"kind":"Field","name":{"kind":"Name","value":"vigenciaInicio"}},{"kind":"Field","name":{"kind":"Name","value":"vigenciaFim"}},{"kind":"Field","name":{"kind":"Name","value":"tipoContratacaoId"}},{"kind":"Field","name":{"kind":"Name","value":"tipoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"valorFormatado"}},{"kind":"Field","name":{"kind":"Name","value":"tipoContratacaoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"cnpjFormatado"}}]}}]}}]} as unknown as DocumentNode<CriarContratoAdminMutation, CriarContratoAdminMutationVariables>;
export const AtualizarContratoAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AtualizarContratoAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContratoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"atualizarContrato"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"numero"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"objeto"}},{"kind":"Field","name":{"kind":"Name","value":"fornecedor"}},{"kind":"Field","name":{"kind":"Name","value":"cnpj"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"valor"}},{"kind":"Field","name":{"kind":"Name","value":"dataAssinatura"}},{"kind":"Field","name":{"kind":"Name","value":"vigenciaInicio"}},{"kind":"Field","name":{"kind":"Name","value":"vigenciaFim"}},{"kind":"Field","name":{"kind":"Name","value":"tipoContratacaoId"}},{"kind":"Field","name":{"kind":"Name","value":"tipoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"valorFormatado"}},{"kind":"Field","name":{"kind":"Name","value":"tipoContratacaoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"cnpjFormatado"}}]}}]}}]} as unknown as DocumentNode<AtualizarContratoAdminMutation, AtualizarContratoAdminMutationVariables>;
export const ExcluirContratoAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExcluirContratoAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"excluirContrato"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ExcluirContratoAdminMutation, ExcluirContratoAdminMutationVariables>;
export const DemonstrativosDespesasComPessoalAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DemonstrativosDespesasComPessoalAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DemonstrativoDespesasComPessoalFiltro"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"demonstrativosDespesasComPessoal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filtro"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}}},{"kind":"Argument","name":{"kind":"Name","value":"pagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}}},{"kind":"Argument","name":{"kind":"Name","value":"porPagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaginas"}}]}}]}}]} as unknown as DocumentNode<DemonstrativosDespesasComPessoalAdminQuery, DemonstrativosDespesasComPessoalAdminQueryVariables>;
export const DemonstrativoDespesasComPessoalAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DemonstrativoDespesasComPessoalAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"demonstrativoDespesasComPessoal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<DemonstrativoDespesasComPessoalAdminQuery, DemonstrativoDespesasComPessoalAdminQueryVariables>;
export const CriarDemonstrativoDespesasComPessoalAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CriarDemonstrativoDespesasComPessoalAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DemonstrativoDespesasComPessoalInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"criarDemonstrativoDespesasComPessoal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<CriarDemonstrativoDespesasComPessoalAdminMutation, CriarDemonstrativoDespesasComPessoalAdminMutationVariables>;
export const AtualizarDemonstrativoDespesasComPessoalAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AtualizarDemonstrativoDespesasComPessoalAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DemonstrativoDespesasComPessoalInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"atualizarDemonstrativoDespesasComPessoal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<AtualizarDemonstrativoDespesasComPessoalAdminMutation, AtualizarDemonstrativoDespesasComPessoalAdminMutationVariables>;
export const ExcluirDemonstrativoDespesasComPessoalAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExcluirDemonstrativoDespesasComPessoalAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"excluirDemonstrativoDespesasComPessoal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ExcluirDemonstrativoDespesasComPessoalAdminMutation, ExcluirDemonstrativoDespesasComPessoalAdminMutationVariables>;
export const DeputadosDoVotoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DeputadosDoVoto"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deputados"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pagina"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"porPagina"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"partido"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sigla"}}]}}]}}]}}]}}]} as unknown as DocumentNode<DeputadosDoVotoQuery, DeputadosDoVotoQueryVariables>;
export const DiariasAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DiariasAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DiariaFiltro"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"diarias"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filtro"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}}},{"kind":"Argument","name":{"kind":"Name","value":"pagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}}},{"kind":"Argument","name":{"kind":"Name","value":"porPagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"mes"}},{"kind":"Field","name":{"kind":"Name","value":"beneficiario"}},{"kind":"Field","name":{"kind":"Name","value":"cargo"}},{"kind":"Field","name":{"kind":"Name","value":"tipoSolicitacaoId"}},{"kind":"Field","name":{"kind":"Name","value":"destino"}},{"kind":"Field","name":{"kind":"Name","value":"motivo"}},{"kind":"Field","name":{"kind":"Name","value":"dataSaida"}},{"kind":"Field","name":{"kind":"Name","value":"dataRetorno"}},{"kind":"Field","name":{"kind":"Name","value":"quantidade"}},{"kind":"Field","name":{"kind":"Name","value":"valorUnitario"}},{"kind":"Field","name":{"kind":"Name","value":"valorTotal"}},{"kind":"Field","name":{"kind":"Name","value":"valorTotalFormatado"}},{"kind":"Field","name":{"kind":"Name","value":"tipoSolicitacaoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"valorUnitarioFormatado"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaginas"}}]}}]}}]} as unknown as DocumentNode<DiariasAdminQuery, DiariasAdminQueryVariables>;
export const DiariaAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DiariaAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"diaria"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"mes"}},{"kind":"Field","name":{"kind":"Name","value":"beneficiario"}},{"kind":"Field","name":{"kind":"Name","value":"cargo"}},{"kind":"Field","name":{"kind":"Name","value":"tipoSolicitacaoId"}},{"kind":"Field","name":{"kind":"Name","value":"destino"}},{"kind":"Field","name":{"kind":"Name","value":"motivo"}},{"kind":"Field","name":{"kind":"Name","value":"dataSaida"}},{"kind":"Field","name":{"kind":"Name","value":"dataRetorno"}},{"kind":"Field","name":{"kind":"Name","value":"quantidade"}},{"kind":"Field","name":{"kind":"Name","value":"valorUnitario"}},{"kind":"Field","name":{"kind":"Name","value":"valorTotal"}},{"kind":"Field","name":{"kind":"Name","value":"valorTotalFormatado"}},{"kind":"Field","name":{"kind":"Name","value":"tipoSolicitacaoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"valorUnitarioFormatado"}}]}}]}}]} as unknown as DocumentNode<DiariaAdminQuery, DiariaAdminQueryVariables>;
export const CriarDiariaAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CriarDiariaAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DiariaInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"criarDiaria"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"mes"}},{"kind":"Field","name":{"kind":"Name","value":"beneficiario"}},{"kind":"Field","name":{"kind":"Name","value":"cargo"}},{"kind":"Field","name":{"kind":"Name","value":"tipoSolicitacaoId"}},{"kind":"Field","name":{"kind":"Name","value":"destino"}},{"kind":"Field","name":{"kind":"Name","value":"motivo"}},{"kind":"Field","name":{"kind":"Name","value":"dataSaida"}},{"kind":"Field","name":{"kind":"Name","value":"dataRetorno"}},{"kind":"Field","name":{"kind":"Name","value":"quantidade"}},{"kind":"Field","name":{"kind":"Name","value":"valorUnitario"}},{"kind":"Field","name":{"kind":"Name","value":"valorTotal"}},{"kind":"Field","name":{"kind":"Name","value":"valorTotalFormatado"}},{"kind":"Field","name":{"kind":"Name","value":"tipoSolicitacaoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"valorUnitarioFormatado"}}]}}]}}]} as unknown as DocumentNode<CriarDiariaAdminMutation, CriarDiariaAdminMutationVariables>;
export const AtualizarDiariaAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AtualizarDiariaAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DiariaInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"atualizarDiaria"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"mes"}},{"kind":"Field","name":{"kind":"Name","value":"beneficiario"}},{"kind":"Field","name":{"kind":"Name","value":"cargo"}},{"kind":"Field","name":{"kind":"Name","value":"tipoSolicitacaoId"}},{"kind":"Field","name":{"kind":"Name","value":"destino"}},{"kind":"Field","name":{"kind":"Name","value":"motivo"}},{"kind":"Field","name":{"kind":"Name","value":"dataSaida"}},{"kind":"Field","name":{"kind":"Name","value":"dataRetorno"}},{"kind":"Field","name":{"kind":"Name","value":"quantidade"}},{"kind":"Field","name":{"kind":"Name","value":"valorUnitario"}},{"kind":"Field","name":{"kind":"Name","value":"valorTotal"}},{"kind":"Field","name":{"kind":"Name","value":"valorTotalFormatado"}},{"kind":"Field","name":{"kind":"Name","value":"tipoSolicitacaoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"valorUnitarioFormatado"}}]}}]}}]} as unknown as DocumentNode<AtualizarDiariaAdminMutation, AtualizarDiariaAdminMutationVariables>;
export const ExcluirDiariaAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExcluirDiariaAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"excluirDiaria"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ExcluirDiariaAdminMutation, ExcluirDiariaAdminMutationVariables>;
export const DiariosAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DiariosAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DiarioFiltro"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"diarios"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filtro"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}}},{"kind":"Argument","name":{"kind":"Name","value":"pagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}}},{"kind":"Argument","name":{"kind":"Name","value":"porPagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"mes"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"numero"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"tipoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaginas"}}]}}]}}]} as unknown as DocumentNode<DiariosAdminQuery, DiariosAdminQueryVariables>;
export const DiarioAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DiarioAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"diario"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"mes"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"numero"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"tipoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<DiarioAdminQuery, DiarioAdminQueryVariables>;
export const CriarDiarioAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CriarDiarioAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DiarioInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"criarDiario"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"mes"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"numero"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"tipoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<CriarDiarioAdminMutation, CriarDiarioAdminMutationVariables>;
export const AtualizarDiarioAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AtualizarDiarioAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DiarioInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"atualizarDiario"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"mes"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"numero"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"tipoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<AtualizarDiarioAdminMutation, AtualizarDiarioAdminMutationVariables>;
export const ExcluirDiarioAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExcluirDiarioAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"excluirDiario"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ExcluirDiarioAdminMutation, ExcluirDiarioAdminMutationVariables>;
export const DueofsAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DueofsAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DueofFiltro"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dueofs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filtro"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}}},{"kind":"Argument","name":{"kind":"Name","value":"pagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}}},{"kind":"Argument","name":{"kind":"Name","value":"porPagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"mes"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"documento"}},{"kind":"Field","name":{"kind":"Name","value":"natureza"}},{"kind":"Field","name":{"kind":"Name","value":"favorecido"}},{"kind":"Field","name":{"kind":"Name","value":"historico"}},{"kind":"Field","name":{"kind":"Name","value":"valor"}},{"kind":"Field","name":{"kind":"Name","value":"valorFormatado"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaginas"}}]}}]}}]} as unknown as DocumentNode<DueofsAdminQuery, DueofsAdminQueryVariables>;
export const DueofAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DueofAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dueof"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"mes"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"documento"}},{"kind":"Field","name":{"kind":"Name","value":"natureza"}},{"kind":"Field","name":{"kind":"Name","value":"favorecido"}},{"kind":"Field","name":{"kind":"Name","value":"historico"}},{"kind":"Field","name":{"kind":"Name","value":"valor"}},{"kind":"Field","name":{"kind":"Name","value":"valorFormatado"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<DueofAdminQuery, DueofAdminQueryVariables>;
export const CriarDueofAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CriarDueofAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DueofInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"criarDueof"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"mes"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"documento"}},{"kind":"Field","name":{"kind":"Name","value":"natureza"}},{"kind":"Field","name":{"kind":"Name","value":"favorecido"}},{"kind":"Field","name":{"kind":"Name","value":"historico"}},{"kind":"Field","name":{"kind":"Name","value":"valor"}},{"kind":"Field","name":{"kind":"Name","value":"valorFormatado"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<CriarDueofAdminMutation, CriarDueofAdminMutationVariables>;
export const AtualizarDueofAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AtualizarDueofAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DueofInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"atualizarDueof"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"mes"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"documento"}},{"kind":"Field","name":{"kind":"Name","value":"natureza"}},{"kind":"Field","name":{"kind":"Name","value":"favorecido"}},{"kind":"Field","name":{"kind":"Name","value":"historico"}},{"kind":"Field","name":{"kind":"Name","value":"valor"}},{"kind":"Field","name":{"kind":"Name","value":"valorFormatado"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<AtualizarDueofAdminMutation, AtualizarDueofAdminMutationVariables>;
export const ExcluirDueofAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExcluirDueofAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"excluirDueof"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ExcluirDueofAdminMutation, ExcluirDueofAdminMutationVariables>;
export const EditaisAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EditaisAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"EditalFiltro"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"editais"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filtro"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}}},{"kind":"Argument","name":{"kind":"Name","value":"pagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}}},{"kind":"Argument","name":{"kind":"Name","value":"porPagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"numero"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"processo"}},{"kind":"Field","name":{"kind":"Name","value":"objeto"}},{"kind":"Field","name":{"kind":"Name","value":"modalidadeId"}},{"kind":"Field","name":{"kind":"Name","value":"faseId"}},{"kind":"Field","name":{"kind":"Name","value":"dataAbertura"}},{"kind":"Field","name":{"kind":"Name","value":"valorEstimado"}},{"kind":"Field","name":{"kind":"Name","value":"modalidade"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"descricao"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fase"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"descricao"}}]}},{"kind":"Field","name":{"kind":"Name","value":"valorEstimadoFormatado"}},{"kind":"Field","name":{"kind":"Name","value":"arquivos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chave"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaginas"}}]}}]}}]} as unknown as DocumentNode<EditaisAdminQuery, EditaisAdminQueryVariables>;
export const EditalAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EditalAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edital"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"numero"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"processo"}},{"kind":"Field","name":{"kind":"Name","value":"objeto"}},{"kind":"Field","name":{"kind":"Name","value":"modalidadeId"}},{"kind":"Field","name":{"kind":"Name","value":"faseId"}},{"kind":"Field","name":{"kind":"Name","value":"dataAbertura"}},{"kind":"Field","name":{"kind":"Name","value":"valorEstimado"}},{"kind":"Field","name":{"kind":"Name","value":"modalidade"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"descricao"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fase"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"descricao"}}]}},{"kind":"Field","name":{"kind":"Name","value":"valorEstimadoFormatado"}},{"kind":"Field","name":{"kind":"Name","value":"arquivos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chave"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<EditalAdminQuery, EditalAdminQueryVariables>;
export const CriarEditalAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CriarEditalAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EditalInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"criarEdital"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"numero"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"processo"}},{"kind":"Field","name":{"kind":"Name","value":"objeto"}},{"kind":"Field","name":{"kind":"Name","value":"modalidadeId"}},{"kind":"Field","name":{"kind":"Name","value":"faseId"}},{"kind":"Field","name":{"kind":"Name","value":"dataAbertura"}},{"kind":"Field","name":{"kind":"Name","value":"valorEstimado"}},{"kind":"Field","name":{"kind":"Name","value":"modalidade"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"descricao"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fase"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"descricao"}}]}},{"kind":"Field","name":{"kind":"Name","value":"valorEstimadoFormatado"}},{"kind":"Field","name":{"kind":"Name","value":"arquivos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chave"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<CriarEditalAdminMutation, CriarEditalAdminMutationVariables>;
export const AtualizarEditalAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AtualizarEditalAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EditalInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"atualizarEdital"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"numero"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"processo"}},{"kind":"Field","name":{"kind":"Name","value":"objeto"}},{"kind":"Field","name":{"kind":"Name","value":"modalidadeId"}},{"kind":"Field","name":{"kind":"Name","value":"faseId"}},{"kind":"Field","name":{"kind":"Name","value":"dataAbertura"}},{"kind":"Field","name":{"kind":"Name","value":"valorEstimado"}},{"kind":"Field","name":{"kind":"Name","value":"modalidade"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"descricao"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fase"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"descricao"}}]}},{"kind":"Field","name":{"kind":"Name","value":"valorEstimadoFormatado"}},{"kind":"Field","name":{"kind":"Name","value":"arquivos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chave"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<AtualizarEditalAdminMutation, AtualizarEditalAdminMutationVariables>;
export const ExcluirEditalAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExcluirEditalAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"excluirEdital"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ExcluirEditalAdminMutation, ExcluirEditalAdminMutationVariables>;
export const EmpenhosAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EmpenhosAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"EmpenhoFiltro"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"empenhos"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filtro"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}}},{"kind":"Argument","name":{"kind":"Name","value":"pagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}}},{"kind":"Argument","name":{"kind":"Name","value":"porPagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"numero"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"credor"}},{"kind":"Field","name":{"kind":"Name","value":"cnpj"}},{"kind":"Field","name":{"kind":"Name","value":"elementoDespesa"}},{"kind":"Field","name":{"kind":"Name","value":"historico"}},{"kind":"Field","name":{"kind":"Name","value":"valorEmpenhado"}},{"kind":"Field","name":{"kind":"Name","value":"valorLiquidado"}},{"kind":"Field","name":{"kind":"Name","value":"valorPago"}},{"kind":"Field","name":{"kind":"Name","value":"valorEmpenhadoFormatado"}},{"kind":"Field","name":{"kind":"Name","value":"cnpjFormatado"}},{"kind":"Field","name":{"kind":"Name","value":"valorLiquidadoFormatado"}},{"kind":"Field","name":{"kind":"Name","value":"valorPagoFormatado"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaginas"}}]}}]}}]} as unknown as DocumentNode<EmpenhosAdminQuery, EmpenhosAdminQueryVariables>;
export const EmpenhoAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EmpenhoAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"empenho"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"numero"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"credor"}},{"kind":"Field","name":{"kind":"Name","value":"cnpj"}},{"kind":"Field","name":{"kind":"Name","value":"elementoDespesa"}},{"kind":"Field","name":{"kind":"Name","value":"historico"}},{"kind":"Field","name":{"kind":"Name","value":"valorEmpenhado"}},{"kind":"Field","name":{"kind":"Name","value":"valorLiquidado"}},{"kind":"Field","name":{"kind":"Name","value":"valorPago"}},{"kind":"Field","name":{"kind":"Name","value":"valorEmpenhadoFormatado"}},{"kind":"Field","name":{"kind":"Name","value":"cnpjFormatado"}},{"kind":"Field","name":{"kind":"Name","value":"valorLiquidadoFormatado"}},{"kind":"Field","name":{"kind":"Name","value":"valorPagoFormatado"}}]}}]}}]} as unknown as DocumentNode<EmpenhoAdminQuery, EmpenhoAdminQueryVariables>;
export const CriarEmpenhoAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CriarEmpenhoAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EmpenhoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"criarEmpenho"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"numero"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"credor"}},{"kind":"Field","name":{"kind":"Name","value":"cnpj"}},{"kind":"Field","name":{"kind":"Name","value":"elementoDespesa"}},{"kind":"Field","name":{"kind":"Name","value":"historico"}},{"kind":"Field","name":{"kind":"Name","value":"valorEmpenhado"}},{"kind":"Field","name":{"kind":"Name","value":"valorLiquidado"}},{"kind":"Field","name":{"kind":"Name","value":"valorPago"}},{"kind":"Field","name":{"kind":"Name","value":"valorEmpenhadoFormatado"}},{"kind":"Field","name":{"kind":"Name","value":"cnpjFormatado"}},{"kind":"Field","name":{"kind":"Name","value":"valorLiquidadoFormatado"}},{"kind":"Field","name":{"kind":"Name","value":"valorPagoFormatado"}}]}}]}}]} as unknown as DocumentNode<CriarEmpenhoAdminMutation, CriarEmpenhoAdminMutationVariables>;
export const AtualizarEmpenhoAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AtualizarEmpenhoAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EmpenhoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"atualizarEmpenho"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"numero"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"credor"}},{"kind":"Field","name":{"kind":"Name","value":"cnpj"}},{"kind":"Field","name":{"kind":"Name","value":"elementoDespesa"}},{"kind":"Field","name":{"kind":"Name","value":"historico"}},{"kind":"Field","name":{"kind":"Name","value":"valorEmpenhado"}},{"kind":"Field","name":{"kind":"Name","value":"valorLiquidado"}},{"kind":"Field","name":{"kind":"Name","value":"valorPago"}},{"kind":"Field","name":{"kind":"Name","value":"valorEmpenhadoFormatado"}},{"kind":"Field","name":{"kind":"Name","value":"cnpjFormatado"}},{"kind":"Field","name":{"kind":"Name","value":"valorLiquidadoFormatado"}},{"kind":"Field","name":{"kind":"Name","value":"valorPagoFormatado"}}]}}]}}]} as unknown as DocumentNode<AtualizarEmpenhoAdminMutation, AtualizarEmpenhoAdminMutationVariables>;
export const ExcluirEmpenhoAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExcluirEmpenhoAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"excluirEmpenho"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ExcluirEmpenhoAdminMutation, ExcluirEmpenhoAdminMutationVariables>;
export const EstagiariosAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EstagiariosAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"EstagiarioFiltro"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"estagiarios"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filtro"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}}},{"kind":"Argument","name":{"kind":"Name","value":"pagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}}},{"kind":"Argument","name":{"kind":"Name","value":"porPagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"curso"}},{"kind":"Field","name":{"kind":"Name","value":"instituicao"}},{"kind":"Field","name":{"kind":"Name","value":"lotacao"}},{"kind":"Field","name":{"kind":"Name","value":"dataInicio"}},{"kind":"Field","name":{"kind":"Name","value":"dataFim"}},{"kind":"Field","name":{"kind":"Name","value":"bolsa"}},{"kind":"Field","name":{"kind":"Name","value":"bolsaFormatada"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaginas"}}]}}]}}]} as unknown as DocumentNode<EstagiariosAdminQuery, EstagiariosAdminQueryVariables>;
export const EstagiarioAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EstagiarioAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"estagiario"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"curso"}},{"kind":"Field","name":{"kind":"Name","value":"instituicao"}},{"kind":"Field","name":{"kind":"Name","value":"lotacao"}},{"kind":"Field","name":{"kind":"Name","value":"dataInicio"}},{"kind":"Field","name":{"kind":"Name","value":"dataFim"}},{"kind":"Field","name":{"kind":"Name","value":"bolsa"}},{"kind":"Field","name":{"kind":"Name","value":"bolsaFormatada"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<EstagiarioAdminQuery, EstagiarioAdminQueryVariables>;
export const CriarEstagiarioAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CriarEstagiarioAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EstagiarioInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"criarEstagiario"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"curso"}},{"kind":"Field","name":{"kind":"Name","value":"instituicao"}},{"kind":"Field","name":{"kind":"Name","value":"lotacao"}},{"kind":"Field","name":{"kind":"Name","value":"dataInicio"}},{"kind":"Field","name":{"kind":"Name","value":"dataFim"}},{"kind":"Field","name":{"kind":"Name","value":"bolsa"}},{"kind":"Field","name":{"kind":"Name","value":"bolsaFormatada"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<CriarEstagiarioAdminMutation, CriarEstagiarioAdminMutationVariables>;
export const AtualizarEstagiarioAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AtualizarEstagiarioAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EstagiarioInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"atualizarEstagiario"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"curso"}},{"kind":"Field","name":{"kind":"Name","value":"instituicao"}},{"kind":"Field","name":{"kind":"Name","value":"lotacao"}},{"kind":"Field","name":{"kind":"Name","value":"dataInicio"}},{"kind":"Field","name":{"kind":"Name","value":"dataFim"}},{"kind":"Field","name":{"kind":"Name","value":"bolsa"}},{"kind":"Field","name":{"kind":"Name","value":"bolsaFormatada"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<AtualizarEstagiarioAdminMutation, AtualizarEstagiarioAdminMutationVariables>;
export const ExcluirEstagiarioAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExcluirEstagiarioAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"excluirEstagiario"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ExcluirEstagiarioAdminMutation, ExcluirEstagiarioAdminMutationVariables>;
export const ExecucoesOrcamentariasAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExecucoesOrcamentariasAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ExecucaoOrcamentariaFiltro"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"execucoesOrcamentarias"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filtro"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}}},{"kind":"Argument","name":{"kind":"Name","value":"pagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}}},{"kind":"Argument","name":{"kind":"Name","value":"porPagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"mes"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaginas"}}]}}]}}]} as unknown as DocumentNode<ExecucoesOrcamentariasAdminQuery, ExecucoesOrcamentariasAdminQueryVariables>;
export const ExecucaoOrcamentariaAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExecucaoOrcamentariaAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"execucaoOrcamentaria"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"mes"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<ExecucaoOrcamentariaAdminQuery, ExecucaoOrcamentariaAdminQueryVariables>;
export const CriarExecucaoOrcamentariaAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CriarExecucaoOrcamentariaAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ExecucaoOrcamentariaInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"criarExecucaoOrcamentaria"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"mes"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<CriarExecucaoOrcamentariaAdminMutation, CriarExecucaoOrcamentariaAdminMutationVariables>;
export const AtualizarExecucaoOrcamentariaAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AtualizarExecucaoOrcamentariaAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ExecucaoOrcamentariaInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"atualizarExecucaoOrcamentaria"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"mes"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<AtualizarExecucaoOrcamentariaAdminMutation, AtualizarExecucaoOrcamentariaAdminMutationVariables>;
export const ExcluirExecucaoOrcamentariaAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExcluirExecucaoOrcamentariaAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"excluirExecucaoOrcamentaria"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ExcluirExecucaoOrcamentariaAdminMutation, ExcluirExecucaoOrcamentariaAdminMutationVariables>;
export const ExpedientesAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExpedientesAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ExpedienteFiltro"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expedientes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filtro"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}}},{"kind":"Argument","name":{"kind":"Name","value":"pagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}}},{"kind":"Argument","name":{"kind":"Name","value":"porPagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"mes"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"numero"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"origem"}},{"kind":"Field","name":{"kind":"Name","value":"destinatario"}},{"kind":"Field","name":{"kind":"Name","value":"assunto"}},{"kind":"Field","name":{"kind":"Name","value":"sessao"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"tipoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaginas"}}]}}]}}]} as unknown as DocumentNode<ExpedientesAdminQuery, ExpedientesAdminQueryVariables>;
export const ExpedienteAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExpedienteAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expediente"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"mes"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"numero"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"origem"}},{"kind":"Field","name":{"kind":"Name","value":"destinatario"}},{"kind":"Field","name":{"kind":"Name","value":"assunto"}},{"kind":"Field","name":{"kind":"Name","value":"sessao"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"tipoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<ExpedienteAdminQuery, ExpedienteAdminQueryVariables>;
export const CriarExpedienteAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CriarExpedienteAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ExpedienteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"criarExpediente"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"mes"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"numero"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"origem"}},{"kind":"Field","name":{"kind":"Name","value":"destinatario"}},{"kind":"Field","name":{"kind":"Name","value":"assunto"}},{"kind":"Field","name":{"kind":"Name","value":"sessao"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"tipoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<CriarExpedienteAdminMutation, CriarExpedienteAdminMutationVariables>;
export const AtualizarExpedienteAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AtualizarExpedienteAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ExpedienteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"atualizarExpediente"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"mes"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"numero"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"origem"}},{"kind":"Field","name":{"kind":"Name","value":"destinatario"}},{"kind":"Field","name":{"kind":"Name","value":"assunto"}},{"kind":"Field","name":{"kind":"Name","value":"sessao"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"tipoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<AtualizarExpedienteAdminMutation, AtualizarExpedienteAdminMutationVariables>;
export const ExcluirExpedienteAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExcluirExpedienteAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"excluirExpediente"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ExcluirExpedienteAdminMutation, ExcluirExpedienteAdminMutationVariables>;
export const FiscaisContratosAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FiscaisContratosAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"FiscalContratoFiltro"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fiscaisContratos"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filtro"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}}},{"kind":"Argument","name":{"kind":"Name","value":"pagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}}},{"kind":"Argument","name":{"kind":"Name","value":"porPagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"contratoId"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"matricula"}},{"kind":"Field","name":{"kind":"Name","value":"funcao"}},{"kind":"Field","name":{"kind":"Name","value":"portaria"}},{"kind":"Field","name":{"kind":"Name","value":"dataDesignacao"}},{"kind":"Field","name":{"kind":"Name","value":"contrato"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"numero"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaginas"}}]}}]}}]} as unknown as DocumentNode<FiscaisContratosAdminQuery, FiscaisContratosAdminQueryVariables>;
export const FiscalContratoAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FiscalContratoAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fiscalContrato"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"contratoId"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"matricula"}},{"kind":"Field","name":{"kind":"Name","value":"funcao"}},{"kind":"Field","name":{"kind":"Name","value":"portaria"}},{"kind":"Field","name":{"kind":"Name","value":"dataDesignacao"}},{"kind":"Field","name":{"kind":"Name","value":"contrato"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"numero"}}]}}]}}]}}]} as unknown as DocumentNode<FiscalContratoAdminQuery, FiscalContratoAdminQueryVariables>;
export const CriarFiscalContratoAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CriarFiscalContratoAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FiscalContratoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"criarFiscalContrato"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"contratoId"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"matricula"}},{"kind":"Field","name":{"kind":"Name","value":"funcao"}},{"kind":"Field","name":{"kind":"Name","value":"portaria"}},{"kind":"Field","name":{"kind":"Name","value":"dataDesignacao"}},{"kind":"Field","name":{"kind":"Name","value":"contrato"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"numero"}}]}}]}}]}}]} as unknown as DocumentNode<CriarFiscalContratoAdminMutation, CriarFiscalContratoAdminMutationVariables>;
export const AtualizarFiscalContratoAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AtualizarFiscalContratoAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FiscalContratoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"atualizarFiscalContrato"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"contratoId"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"matricula"}},{"kind":"Field","name":{"kind":"Name","value":"funcao"}},{"kind":"Field","name":{"kind":"Name","value":"portaria"}},{"kind":"Field","name":{"kind":"Name","value":"dataDesignacao"}},{"kind":"Field","name":{"kind":"Name","value":"contrato"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"numero"}}]}}]}}]}}]} as unknown as DocumentNode<AtualizarFiscalContratoAdminMutation, AtualizarFiscalContratoAdminMutationVariables>;
export const ExcluirFiscalContratoAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExcluirFiscalContratoAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"excluirFiscalContrato"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ExcluirFiscalContratoAdminMutation, ExcluirFiscalContratoAdminMutationVariables>;
export const VeiculosAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VeiculosAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"VeiculoFiltro"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"veiculos"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filtro"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}}},{"kind":"Argument","name":{"kind":"Name","value":"pagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}}},{"kind":"Argument","name":{"kind":"Name","value":"porPagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"placa"}},{"kind":"Field","name":{"kind":"Name","value":"modelo"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"situacao"}},{"kind":"Field","name":{"kind":"Name","value":"lotacao"}},{"kind":"Field","name":{"kind":"Name","value":"situacaoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"tipoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaginas"}}]}}]}}]} as unknown as DocumentNode<VeiculosAdminQuery, VeiculosAdminQueryVariables>;
export const VeiculoAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VeiculoAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"veiculo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"placa"}},{"kind":"Field","name":{"kind":"Name","value":"modelo"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"situacao"}},{"kind":"Field","name":{"kind":"Name","value":"lotacao"}},{"kind":"Field","name":{"kind":"Name","value":"situacaoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"tipoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<VeiculoAdminQuery, VeiculoAdminQueryVariables>;
export const CriarVeiculoAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CriarVeiculoAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VeiculoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"criarVeiculo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"placa"}},{"kind":"Field","name":{"kind":"Name","value":"modelo"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"situacao"}},{"kind":"Field","name":{"kind":"Name","value":"lotacao"}},{"kind":"Field","name":{"kind":"Name","value":"situacaoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"tipoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<CriarVeiculoAdminMutation, CriarVeiculoAdminMutationVariables>;
export const AtualizarVeiculoAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AtualizarVeiculoAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VeiculoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"atualizarVeiculo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"placa"}},{"kind":"Field","name":{"kind":"Name","value":"modelo"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"situacao"}},{"kind":"Field","name":{"kind":"Name","value":"lotacao"}},{"kind":"Field","name":{"kind":"Name","value":"situacaoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"tipoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<AtualizarVeiculoAdminMutation, AtualizarVeiculoAdminMutationVariables>;
export const ExcluirVeiculoAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExcluirVeiculoAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"excluirVeiculo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ExcluirVeiculoAdminMutation, ExcluirVeiculoAdminMutationVariables>;
export const GaleriaCategoriasAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GaleriaCategoriasAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"GaleriaCategoriaFiltro"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"galeriaCategorias"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filtro"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}}},{"kind":"Argument","name":{"kind":"Name","value":"pagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}}},{"kind":"Argument","name":{"kind":"Name","value":"porPagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tipoRelacionado"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaginas"}}]}}]}}]} as unknown as DocumentNode<GaleriaCategoriasAdminQuery, GaleriaCategoriasAdminQueryVariables>;
export const GaleriaCategoriaAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GaleriaCategoriaAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"galeriaCategoria"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tipoRelacionado"}}]}}]}}]} as unknown as DocumentNode<GaleriaCategoriaAdminQuery, GaleriaCategoriaAdminQueryVariables>;
export const CriarGaleriaCategoriaAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CriarGaleriaCategoriaAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GaleriaCategoriaInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"criarGaleriaCategoria"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tipoRelacionado"}}]}}]}}]} as unknown as DocumentNode<CriarGaleriaCategoriaAdminMutation, CriarGaleriaCategoriaAdminMutationVariables>;
export const AtualizarGaleriaCategoriaAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AtualizarGaleriaCategoriaAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GaleriaCategoriaInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"atualizarGaleriaCategoria"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tipoRelacionado"}}]}}]}}]} as unknown as DocumentNode<AtualizarGaleriaCategoriaAdminMutation, AtualizarGaleriaCategoriaAdminMutationVariables>;
export const ExcluirGaleriaCategoriaAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExcluirGaleriaCategoriaAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"excluirGaleriaCategoria"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ExcluirGaleriaCategoriaAdminMutation, ExcluirGaleriaCategoriaAdminMutationVariables>;
export const GestoesFiscaisAnuaisAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GestoesFiscaisAnuaisAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"GestaoFiscalAnualFiltro"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gestoesFiscaisAnuais"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filtro"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}}},{"kind":"Argument","name":{"kind":"Name","value":"pagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}}},{"kind":"Argument","name":{"kind":"Name","value":"porPagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaginas"}}]}}]}}]} as unknown as DocumentNode<GestoesFiscaisAnuaisAdminQuery, GestoesFiscaisAnuaisAdminQueryVariables>;
export const GestaoFiscalAnualAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GestaoFiscalAnualAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gestaoFiscalAnual"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<GestaoFiscalAnualAdminQuery, GestaoFiscalAnualAdminQueryVariables>;
export const CriarGestaoFiscalAnualAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CriarGestaoFiscalAnualAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GestaoFiscalAnualInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"criarGestaoFiscalAnual"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<CriarGestaoFiscalAnualAdminMutation, CriarGestaoFiscalAnualAdminMutationVariables>;
export const AtualizarGestaoFiscalAnualAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AtualizarGestaoFiscalAnualAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GestaoFiscalAnualInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"atualizarGestaoFiscalAnual"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<AtualizarGestaoFiscalAnualAdminMutation, AtualizarGestaoFiscalAnualAdminMutationVariables>;
export const ExcluirGestaoFiscalAnualAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExcluirGestaoFiscalAnualAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"excluirGestaoFiscalAnual"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ExcluirGestaoFiscalAnualAdminMutation, ExcluirGestaoFiscalAnualAdminMutationVariables>;
export const LegislacoesAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LegislacoesAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"LegislacaoFiltro"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"legislacoes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filtro"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}}},{"kind":"Argument","name":{"kind":"Name","value":"pagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}}},{"kind":"Argument","name":{"kind":"Name","value":"porPagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"numero"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"ementa"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"tipoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaginas"}}]}}]}}]} as unknown as DocumentNode<LegislacoesAdminQuery, LegislacoesAdminQueryVariables>;
export const LegislacaoAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LegislacaoAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"legislacao"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"numero"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"ementa"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"tipoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<LegislacaoAdminQuery, LegislacaoAdminQueryVariables>;
export const CriarLegislacaoAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CriarLegislacaoAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LegislacaoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"criarLegislacao"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"numero"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"ementa"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"tipoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<CriarLegislacaoAdminMutation, CriarLegislacaoAdminMutationVariables>;
export const AtualizarLegislacaoAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AtualizarLegislacaoAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LegislacaoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"atualizarLegislacao"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"numero"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"ementa"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"tipoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<AtualizarLegislacaoAdminMutation, AtualizarLegislacaoAdminMutationVariables>;
export const ExcluirLegislacaoAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExcluirLegislacaoAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"excluirLegislacao"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ExcluirLegislacaoAdminMutation, ExcluirLegislacaoAdminMutationVariables>;
export const LinksAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LinksAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"LinkFiltro"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"links"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filtro"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}}},{"kind":"Argument","name":{"kind":"Name","value":"pagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}}},{"kind":"Argument","name":{"kind":"Name","value":"porPagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"categoriaLinkId"}},{"kind":"Field","name":{"kind":"Name","value":"ordem"}},{"kind":"Field","name":{"kind":"Name","value":"categoriaNome"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaginas"}}]}}]}}]} as unknown as DocumentNode<LinksAdminQuery, LinksAdminQueryVariables>;
export const LinkAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LinkAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"link"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"categoriaLinkId"}},{"kind":"Field","name":{"kind":"Name","value":"ordem"}},{"kind":"Field","name":{"kind":"Name","value":"categoriaNome"}}]}}]}}]} as unknown as DocumentNode<LinkAdminQuery, LinkAdminQueryVariables>;
export const CriarLinkAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CriarLinkAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LinkInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"criarLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"categoriaLinkId"}},{"kind":"Field","name":{"kind":"Name","value":"ordem"}},{"kind":"Field","name":{"kind":"Name","value":"categoriaNome"}}]}}]}}]} as unknown as DocumentNode<CriarLinkAdminMutation, CriarLinkAdminMutationVariables>;
export const AtualizarLinkAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AtualizarLinkAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LinkInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"atualizarLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"categoriaLinkId"}},{"kind":"Field","name":{"kind":"Name","value":"ordem"}},{"kind":"Field","name":{"kind":"Name","value":"categoriaNome"}}]}}]}}]} as unknown as DocumentNode<AtualizarLinkAdminMutation, AtualizarLinkAdminMutationVariables>;
export const ExcluirLinkAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExcluirLinkAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"excluirLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ExcluirLinkAdminMutation, ExcluirLinkAdminMutationVariables>;
export const ObrasAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ObrasAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ObraFiltro"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"obras"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filtro"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}}},{"kind":"Argument","name":{"kind":"Name","value":"pagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}}},{"kind":"Argument","name":{"kind":"Name","value":"porPagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"objeto"}},{"kind":"Field","name":{"kind":"Name","value":"local"}},{"kind":"Field","name":{"kind":"Name","value":"empresa"}},{"kind":"Field","name":{"kind":"Name","value":"contrato"}},{"kind":"Field","name":{"kind":"Name","value":"situacao"}},{"kind":"Field","name":{"kind":"Name","value":"valorContratado"}},{"kind":"Field","name":{"kind":"Name","value":"valorPago"}},{"kind":"Field","name":{"kind":"Name","value":"percentualExecutado"}},{"kind":"Field","name":{"kind":"Name","value":"dataInicio"}},{"kind":"Field","name":{"kind":"Name","value":"previsaoTermino"}},{"kind":"Field","name":{"kind":"Name","value":"situacaoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"valorPagoFormatado"}},{"kind":"Field","name":{"kind":"Name","value":"valorContratadoFormatado"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaginas"}}]}}]}}]} as unknown as DocumentNode<ObrasAdminQuery, ObrasAdminQueryVariables>;
export const ObraAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ObraAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"obra"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"objeto"}},{"kind":"Field","name":{"kind":"Name","value":"local"}},{"kind":"Field","name":{"kind":"Name","value":"empresa"}},{"kind":"Field","name":{"kind":"Name","value":"contrato"}},{"kind":"Field","name":{"kind":"Name","value":"situacao"}},{"kind":"Field","name":{"kind":"Name","value":"valorContratado"}},{"kind":"Field","name":{"kind":"Name","value":"valorPago"}},{"kind":"Field","name":{"kind":"Name","value":"percentualExecutado"}},{"kind":"Field","name":{"kind":"Name","value":"dataInicio"}},{"kind":"Field","name":{"kind":"Name","value":"previsaoTermino"}},{"kind":"Field","name":{"kind":"Name","value":"situacaoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"valorPagoFormatado"}},{"kind":"Field","name":{"kind":"Name","value":"valorContratadoFormatado"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<ObraAdminQuery, ObraAdminQueryVariables>;
export const CriarObraAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CriarObraAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ObraInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"criarObra"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"objeto"}},{"kind":"Field","name":{"kind":"Name","value":"local"}},{"kind":"Field","name":{"kind":"Name","value":"empresa"}},{"kind":"Field","name":{"kind":"Name","value":"contrato"}},{"kind":"Field","name":{"kind":"Name","value":"situacao"}},{"kind":"Field","name":{"kind":"Name","value":"valorContratado"}},{"kind":"Field","name":{"kind":"Name","value":"valorPago"}},{"kind":"Field","name":{"kind":"Name","value":"percentualExecutado"}},{"kind":"Field","name":{"kind":"Name","value":"dataInicio"}},{"kind":"Field","name":{"kind":"Name","value":"previsaoTermino"}},{"kind":"Field","name":{"kind":"Name","value":"situacaoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"valorPagoFormatado"}},{"kind":"Field","name":{"kind":"Name","value":"valorContratadoFormatado"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<CriarObraAdminMutation, CriarObraAdminMutationVariables>;
export const AtualizarObraAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AtualizarObraAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ObraInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"atualizarObra"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"objeto"}},{"kind":"Field","name":{"kind":"Name","value":"local"}},{"kind":"Field","name":{"kind":"Name","value":"empresa"}},{"kind":"Field","name":{"kind":"Name","value":"contrato"}},{"kind":"Field","name":{"kind":"Name","value":"situacao"}},{"kind":"Field","name":{"kind":"Name","value":"valorContratado"}},{"kind":"Field","name":{"kind":"Name","value":"valorPago"}},{"kind":"Field","name":{"kind":"Name","value":"percentualExecutado"}},{"kind":"Field","name":{"kind":"Name","value":"dataInicio"}},{"kind":"Field","name":{"kind":"Name","value":"previsaoTermino"}},{"kind":"Field","name":{"kind":"Name","value":"situacaoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"valorPagoFormatado"}},{"kind":"Field","name":{"kind":"Name","value":"valorContratadoFormatado"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<AtualizarObraAdminMutation, AtualizarObraAdminMutationVariables>;
export const ExcluirObraAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExcluirObraAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"excluirObra"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ExcluirObraAdminMutation, ExcluirObraAdminMutationVariables>;
export const OrcamentosAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrcamentosAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"OrcamentoFiltro"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orcamentos"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filtro"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}}},{"kind":"Argument","name":{"kind":"Name","value":"pagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}}},{"kind":"Argument","name":{"kind":"Name","value":"porPagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"autorizadoComPessoal"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"tipoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"autorizadoComPessoalFormatado"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaginas"}}]}}]}}]} as unknown as DocumentNode<OrcamentosAdminQuery, OrcamentosAdminQueryVariables>;
export const OrcamentoAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrcamentoAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orcamento"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"autorizadoComPessoal"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"tipoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"autorizadoComPessoalFormatado"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<OrcamentoAdminQuery, OrcamentoAdminQueryVariables>;
export const CriarOrcamentoAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CriarOrcamentoAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OrcamentoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"criarOrcamento"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"autorizadoComPessoal"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"tipoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"autorizadoComPessoalFormatado"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<CriarOrcamentoAdminMutation, CriarOrcamentoAdminMutationVariables>;
export const AtualizarOrcamentoAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AtualizarOrcamentoAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OrcamentoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"atualizarOrcamento"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"autorizadoComPessoal"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"tipoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"autorizadoComPessoalFormatado"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<AtualizarOrcamentoAdminMutation, AtualizarOrcamentoAdminMutationVariables>;
export const ExcluirOrcamentoAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExcluirOrcamentoAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"excluirOrcamento"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ExcluirOrcamentoAdminMutation, ExcluirOrcamentoAdminMutationVariables>;
export const OrganogramasAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrganogramasAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"OrganogramaFiltro"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organogramas"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filtro"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}}},{"kind":"Argument","name":{"kind":"Name","value":"pagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}}},{"kind":"Argument","name":{"kind":"Name","value":"porPagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"vigenteDesde"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaginas"}}]}}]}}]} as unknown as DocumentNode<OrganogramasAdminQuery, OrganogramasAdminQueryVariables>;
export const OrganogramaAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrganogramaAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organograma"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"vigenteDesde"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<OrganogramaAdminQuery, OrganogramaAdminQueryVariables>;
export const CriarOrganogramaAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CriarOrganogramaAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OrganogramaInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"criarOrganograma"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"vigenteDesde"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<CriarOrganogramaAdminMutation, CriarOrganogramaAdminMutationVariables>;
export const AtualizarOrganogramaAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AtualizarOrganogramaAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OrganogramaInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"atualizarOrganograma"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"vigenteDesde"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<AtualizarOrganogramaAdminMutation, AtualizarOrganogramaAdminMutationVariables>;
export const ExcluirOrganogramaAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExcluirOrganogramaAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"excluirOrganograma"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ExcluirOrganogramaAdminMutation, ExcluirOrganogramaAdminMutationVariables>;
export const PerguntasFrequentesAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PerguntasFrequentesAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PerguntaFrequenteFiltro"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"perguntasFrequentes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filtro"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}}},{"kind":"Argument","name":{"kind":"Name","value":"pagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}}},{"kind":"Argument","name":{"kind":"Name","value":"porPagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"categoriaPerguntaFrequenteId"}},{"kind":"Field","name":{"kind":"Name","value":"ordem"}},{"kind":"Field","name":{"kind":"Name","value":"pergunta"}},{"kind":"Field","name":{"kind":"Name","value":"resposta"}},{"kind":"Field","name":{"kind":"Name","value":"categoriaNome"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaginas"}}]}}]}}]} as unknown as DocumentNode<PerguntasFrequentesAdminQuery, PerguntasFrequentesAdminQueryVariables>;
export const PerguntaFrequenteAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PerguntaFrequenteAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"perguntaFrequente"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"categoriaPerguntaFrequenteId"}},{"kind":"Field","name":{"kind":"Name","value":"ordem"}},{"kind":"Field","name":{"kind":"Name","value":"pergunta"}},{"kind":"Field","name":{"kind":"Name","value":"resposta"}},{"kind":"Field","name":{"kind":"Name","value":"categoriaNome"}}]}}]}}]} as unknown as DocumentNode<PerguntaFrequenteAdminQuery, PerguntaFrequenteAdminQueryVariables>;
export const CriarPerguntaFrequenteAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CriarPerguntaFrequenteAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PerguntaFrequenteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"criarPerguntaFrequente"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"categoriaPerguntaFrequenteId"}},{"kind":"Field","name":{"kind":"Name","value":"ordem"}},{"kind":"Field","name":{"kind":"Name","value":"pergunta"}},{"kind":"Field","name":{"kind":"Name","value":"resposta"}},{"kind":"Field","name":{"kind":"Name","value":"categoriaNome"}}]}}]}}]} as unknown as DocumentNode<CriarPerguntaFrequenteAdminMutation, CriarPerguntaFrequenteAdminMutationVariables>;
export const AtualizarPerguntaFrequenteAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AtualizarPerguntaFrequenteAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PerguntaFrequenteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"atualizarPerguntaFrequente"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"categoriaPerguntaFrequenteId"}},{"kind":"Field","name":{"kind":"Name","value":"ordem"}},{"kind":"Field","name":{"kind":"Name","value":"pergunta"}},{"kind":"Field","name":{"kind":"Name","value":"resposta"}},{"kind":"Field","name":{"kind":"Name","value":"categoriaNome"}}]}}]}}]} as unknown as DocumentNode<AtualizarPerguntaFrequenteAdminMutation, AtualizarPerguntaFrequenteAdminMutationVariables>;
export const ExcluirPerguntaFrequenteAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExcluirPerguntaFrequenteAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"excluirPerguntaFrequente"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ExcluirPerguntaFrequenteAdminMutation, ExcluirPerguntaFrequenteAdminMutationVariables>;
export const PlanosContratacoesAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PlanosContratacoesAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PlanoContratacoesFiltro"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"planosContratacoes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filtro"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}}},{"kind":"Argument","name":{"kind":"Name","value":"pagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}}},{"kind":"Argument","name":{"kind":"Name","value":"porPagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaginas"}}]}}]}}]} as unknown as DocumentNode<PlanosContratacoesAdminQuery, PlanosContratacoesAdminQueryVariables>;
export const PlanoContratacoesAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PlanoContratacoesAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"planoContratacoes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<PlanoContratacoesAdminQuery, PlanoContratacoesAdminQueryVariables>;
export const CriarPlanoContratacoesAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CriarPlanoContratacoesAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PlanoContratacoesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"criarPlanoContratacoes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<CriarPlanoContratacoesAdminMutation, CriarPlanoContratacoesAdminMutationVariables>;
export const AtualizarPlanoContratacoesAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AtualizarPlanoContratacoesAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PlanoContratacoesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"atualizarPlanoContratacoes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<AtualizarPlanoContratacoesAdminMutation, AtualizarPlanoContratacoesAdminMutationVariables>;
export const ExcluirPlanoContratacoesAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExcluirPlanoContratacoesAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"excluirPlanoContratacoes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ExcluirPlanoContratacoesAdminMutation, ExcluirPlanoContratacoesAdminMutationVariables>;
export const PoliticasPrivacidadeAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PoliticasPrivacidadeAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PoliticaPrivacidadeFiltro"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"politicasPrivacidade"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filtro"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}}},{"kind":"Argument","name":{"kind":"Name","value":"pagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}}},{"kind":"Argument","name":{"kind":"Name","value":"porPagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"vigenteDesde"}},{"kind":"Field","name":{"kind":"Name","value":"resumoAlteracoes"}},{"kind":"Field","name":{"kind":"Name","value":"conteudo"}},{"kind":"Field","name":{"kind":"Name","value":"versao"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaginas"}}]}}]}}]} as unknown as DocumentNode<PoliticasPrivacidadeAdminQuery, PoliticasPrivacidadeAdminQueryVariables>;
export const PoliticaPrivacidadeAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PoliticaPrivacidadeAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"politicaPrivacidade"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"vigenteDesde"}},{"kind":"Field","name":{"kind":"Name","value":"resumoAlteracoes"}},{"kind":"Field","name":{"kind":"Name","value":"conteudo"}},{"kind":"Field","name":{"kind":"Name","value":"versao"}}]}}]}}]} as unknown as DocumentNode<PoliticaPrivacidadeAdminQuery, PoliticaPrivacidadeAdminQueryVariables>;
export const CriarPoliticaPrivacidadeAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CriarPoliticaPrivacidadeAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PoliticaPrivacidadeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"criarPoliticaPrivacidade"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"vigenteDesde"}},{"kind":"Field","name":{"kind":"Name","value":"resumoAlteracoes"}},{"kind":"Field","name":{"kind":"Name","value":"conteudo"}},{"kind":"Field","name":{"kind":"Name","value":"versao"}}]}}]}}]} as unknown as DocumentNode<CriarPoliticaPrivacidadeAdminMutation, CriarPoliticaPrivacidadeAdminMutationVariables>;
export const AtualizarPoliticaPrivacidadeAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AtualizarPoliticaPrivacidadeAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PoliticaPrivacidadeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"atualizarPoliticaPrivacidade"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"vigenteDesde"}},{"kind":"Field","name":{"kind":"Name","value":"resumoAlteracoes"}},{"kind":"Field","name":{"kind":"Name","value":"conteudo"}},{"kind":"Field","name":{"kind":"Name","value":"versao"}}]}}]}}]} as unknown as DocumentNode<AtualizarPoliticaPrivacidadeAdminMutation, AtualizarPoliticaPrivacidadeAdminMutationVariables>;
export const ExcluirPoliticaPrivacidadeAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExcluirPoliticaPrivacidadeAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"excluirPoliticaPrivacidade"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ExcluirPoliticaPrivacidadeAdminMutation, ExcluirPoliticaPrivacidadeAdminMutationVariables>;
export const PrestacoesContasAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PrestacoesContasAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PrestacaoContasFiltro"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"prestacoesContas"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filtro"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}}},{"kind":"Argument","name":{"kind":"Name","value":"pagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}}},{"kind":"Argument","name":{"kind":"Name","value":"porPagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"mes"}},{"kind":"Field","name":{"kind":"Name","value":"tipoCadastro"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"tipoCadastroDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaginas"}}]}}]}}]} as unknown as DocumentNode<PrestacoesContasAdminQuery, PrestacoesContasAdminQueryVariables>;
export const PrestacaoContasAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PrestacaoContasAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"prestacaoContas"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"mes"}},{"kind":"Field","name":{"kind":"Name","value":"tipoCadastro"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"tipoCadastroDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<PrestacaoContasAdminQuery, PrestacaoContasAdminQueryVariables>;
export const CriarPrestacaoContasAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CriarPrestacaoContasAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PrestacaoContasInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"criarPrestacaoContas"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"mes"}},{"kind":"Field","name":{"kind":"Name","value":"tipoCadastro"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"tipoCadastroDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<CriarPrestacaoContasAdminMutation, CriarPrestacaoContasAdminMutationVariables>;
export const AtualizarPrestacaoContasAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AtualizarPrestacaoContasAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PrestacaoContasInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"atualizarPrestacaoContas"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"mes"}},{"kind":"Field","name":{"kind":"Name","value":"tipoCadastro"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"tipoCadastroDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<AtualizarPrestacaoContasAdminMutation, AtualizarPrestacaoContasAdminMutationVariables>;
export const ExcluirPrestacaoContasAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExcluirPrestacaoContasAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"excluirPrestacaoContas"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ExcluirPrestacaoContasAdminMutation, ExcluirPrestacaoContasAdminMutationVariables>;
export const ProcuradoriaArquivosAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProcuradoriaArquivosAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ProcuradoriaArquivoFiltro"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"procuradoriaArquivos"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filtro"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}}},{"kind":"Argument","name":{"kind":"Name","value":"pagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}}},{"kind":"Argument","name":{"kind":"Name","value":"porPagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"aba"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"abaNome"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaginas"}}]}}]}}]} as unknown as DocumentNode<ProcuradoriaArquivosAdminQuery, ProcuradoriaArquivosAdminQueryVariables>;
export const ProcuradoriaArquivoAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProcuradoriaArquivoAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"procuradoriaArquivo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"aba"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"abaNome"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<ProcuradoriaArquivoAdminQuery, ProcuradoriaArquivoAdminQueryVariables>;
export const CriarProcuradoriaArquivoAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CriarProcuradoriaArquivoAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProcuradoriaArquivoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"criarProcuradoriaArquivo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"aba"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"abaNome"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<CriarProcuradoriaArquivoAdminMutation, CriarProcuradoriaArquivoAdminMutationVariables>;
export const AtualizarProcuradoriaArquivoAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AtualizarProcuradoriaArquivoAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProcuradoriaArquivoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"atualizarProcuradoriaArquivo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"aba"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"abaNome"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<AtualizarProcuradoriaArquivoAdminMutation, AtualizarProcuradoriaArquivoAdminMutationVariables>;
export const ExcluirProcuradoriaArquivoAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExcluirProcuradoriaArquivoAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"excluirProcuradoriaArquivo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ExcluirProcuradoriaArquivoAdminMutation, ExcluirProcuradoriaArquivoAdminMutationVariables>;
export const ProcuradoriasAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProcuradoriasAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ProcuradoriaFiltro"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"procuradorias"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filtro"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}}},{"kind":"Argument","name":{"kind":"Name","value":"pagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}}},{"kind":"Argument","name":{"kind":"Name","value":"porPagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"aba"}},{"kind":"Field","name":{"kind":"Name","value":"campo"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"conteudo"}},{"kind":"Field","name":{"kind":"Name","value":"abaNome"}},{"kind":"Field","name":{"kind":"Name","value":"campoNome"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaginas"}}]}}]}}]} as unknown as DocumentNode<ProcuradoriasAdminQuery, ProcuradoriasAdminQueryVariables>;
export const ProcuradoriaAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProcuradoriaAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"procuradoria"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"aba"}},{"kind":"Field","name":{"kind":"Name","value":"campo"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"conteudo"}},{"kind":"Field","name":{"kind":"Name","value":"abaNome"}},{"kind":"Field","name":{"kind":"Name","value":"campoNome"}}]}}]}}]} as unknown as DocumentNode<ProcuradoriaAdminQuery, ProcuradoriaAdminQueryVariables>;
export const CriarProcuradoriaAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CriarProcuradoriaAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProcuradoriaInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"criarProcuradoria"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"aba"}},{"kind":"Field","name":{"kind":"Name","value":"campo"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"conteudo"}},{"kind":"Field","name":{"kind":"Name","value":"abaNome"}},{"kind":"Field","name":{"kind":"Name","value":"campoNome"}}]}}]}}]} as unknown as DocumentNode<CriarProcuradoriaAdminMutation, CriarProcuradoriaAdminMutationVariables>;
export const AtualizarProcuradoriaAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AtualizarProcuradoriaAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProcuradoriaInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"atualizarProcuradoria"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"aba"}},{"kind":"Field","name":{"kind":"Name","value":"campo"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"conteudo"}},{"kind":"Field","name":{"kind":"Name","value":"abaNome"}},{"kind":"Field","name":{"kind":"Name","value":"campoNome"}}]}}]}}]} as unknown as DocumentNode<AtualizarProcuradoriaAdminMutation, AtualizarProcuradoriaAdminMutationVariables>;
export const ExcluirProcuradoriaAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExcluirProcuradoriaAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"excluirProcuradoria"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ExcluirProcuradoriaAdminMutation, ExcluirProcuradoriaAdminMutationVariables>;
export const ProgramasAcoesAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProgramasAcoesAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ProgramaAcaoFiltro"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"programasAcoes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filtro"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}}},{"kind":"Argument","name":{"kind":"Name","value":"pagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}}},{"kind":"Argument","name":{"kind":"Name","value":"porPagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"anoInicio"}},{"kind":"Field","name":{"kind":"Name","value":"anoFim"}},{"kind":"Field","name":{"kind":"Name","value":"programa"}},{"kind":"Field","name":{"kind":"Name","value":"acao"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"objetivo"}},{"kind":"Field","name":{"kind":"Name","value":"valorPrevisto"}},{"kind":"Field","name":{"kind":"Name","value":"valorExecutado"}},{"kind":"Field","name":{"kind":"Name","value":"tipoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"valorPrevistoFormatado"}},{"kind":"Field","name":{"kind":"Name","value":"valorExecutadoFormatado"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaginas"}}]}}]}}]} as unknown as DocumentNode<ProgramasAcoesAdminQuery, ProgramasAcoesAdminQueryVariables>;
export const ProgramaAcaoAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProgramaAcaoAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"programaAcao"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"anoInicio"}},{"kind":"Field","name":{"kind":"Name","value":"anoFim"}},{"kind":"Field","name":{"kind":"Name","value":"programa"}},{"kind":"Field","name":{"kind":"Name","value":"acao"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"objetivo"}},{"kind":"Field","name":{"kind":"Name","value":"valorPrevisto"}},{"kind":"Field","name":{"kind":"Name","value":"valorExecutado"}},{"kind":"Field","name":{"kind":"Name","value":"tipoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"valorPrevistoFormatado"}},{"kind":"Field","name":{"kind":"Name","value":"valorExecutadoFormatado"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<ProgramaAcaoAdminQuery, ProgramaAcaoAdminQueryVariables>;
export const CriarProgramaAcaoAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CriarProgramaAcaoAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProgramaAcaoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"criarProgramaAcao"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"anoInicio"}},{"kind":"Field","name":{"kind":"Name","value":"anoFim"}},{"kind":"Field","name":{"kind":"Name","value":"programa"}},{"kind":"Field","name":{"kind":"Name","value":"acao"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"objetivo"}},{"kind":"Field","name":{"kind":"Name","value":"valorPrevisto"}},{"kind":"Field","name":{"kind":"Name","value":"valorExecutado"}},{"kind":"Field","name":{"kind":"Name","value":"tipoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"valorPrevistoFormatado"}},{"kind":"Field","name":{"kind":"Name","value":"valorExecutadoFormatado"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<CriarProgramaAcaoAdminMutation, CriarProgramaAcaoAdminMutationVariables>;
export const AtualizarProgramaAcaoAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AtualizarProgramaAcaoAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProgramaAcaoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"atualizarProgramaAcao"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"anoInicio"}},{"kind":"Field","name":{"kind":"Name","value":"anoFim"}},{"kind":"Field","name":{"kind":"Name","value":"programa"}},{"kind":"Field","name":{"kind":"Name","value":"acao"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"objetivo"}},{"kind":"Field","name":{"kind":"Name","value":"valorPrevisto"}},{"kind":"Field","name":{"kind":"Name","value":"valorExecutado"}},{"kind":"Field","name":{"kind":"Name","value":"tipoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"valorPrevistoFormatado"}},{"kind":"Field","name":{"kind":"Name","value":"valorExecutadoFormatado"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<AtualizarProgramaAcaoAdminMutation, AtualizarProgramaAcaoAdminMutationVariables>;
export const ExcluirProgramaAcaoAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExcluirProgramaAcaoAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"excluirProgramaAcao"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ExcluirProgramaAcaoAdminMutation, ExcluirProgramaAcaoAdminMutationVariables>;
export const QuadrosRemuneracaoAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"QuadrosRemuneracaoAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"QuadroRemuneracaoFiltro"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quadrosRemuneracao"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filtro"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}}},{"kind":"Argument","name":{"kind":"Name","value":"pagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}}},{"kind":"Argument","name":{"kind":"Name","value":"porPagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"mes"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaginas"}}]}}]}}]} as unknown as DocumentNode<QuadrosRemuneracaoAdminQuery, QuadrosRemuneracaoAdminQueryVariables>;
export const QuadroRemuneracaoAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"QuadroRemuneracaoAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quadroRemuneracao"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"mes"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<QuadroRemuneracaoAdminQuery, QuadroRemuneracaoAdminQueryVariables>;
export const CriarQuadroRemuneracaoAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CriarQuadroRemuneracaoAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QuadroRemuneracaoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"criarQuadroRemuneracao"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"mes"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<CriarQuadroRemuneracaoAdminMutation, CriarQuadroRemuneracaoAdminMutationVariables>;
export const AtualizarQuadroRemuneracaoAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AtualizarQuadroRemuneracaoAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QuadroRemuneracaoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"atualizarQuadroRemuneracao"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"mes"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<AtualizarQuadroRemuneracaoAdminMutation, AtualizarQuadroRemuneracaoAdminMutationVariables>;
export const ExcluirQuadroRemuneracaoAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExcluirQuadroRemuneracaoAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"excluirQuadroRemuneracao"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ExcluirQuadroRemuneracaoAdminMutation, ExcluirQuadroRemuneracaoAdminMutationVariables>;
export const ReceitasAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReceitasAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ReceitaFiltro"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"receitas"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filtro"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}}},{"kind":"Argument","name":{"kind":"Name","value":"pagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}}},{"kind":"Argument","name":{"kind":"Name","value":"porPagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"mes"}},{"kind":"Field","name":{"kind":"Name","value":"origem"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"valorPrevisto"}},{"kind":"Field","name":{"kind":"Name","value":"valorArrecadado"}},{"kind":"Field","name":{"kind":"Name","value":"origemDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"valorArrecadadoFormatado"}},{"kind":"Field","name":{"kind":"Name","value":"valorPrevistoFormatado"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaginas"}}]}}]}}]} as unknown as DocumentNode<ReceitasAdminQuery, ReceitasAdminQueryVariables>;
export const ReceitaAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReceitaAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"receita"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"mes"}},{"kind":"Field","name":{"kind":"Name","value":"origem"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"valorPrevisto"}},{"kind":"Field","name":{"kind":"Name","value":"valorArrecadado"}},{"kind":"Field","name":{"kind":"Name","value":"origemDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"valorArrecadadoFormatado"}},{"kind":"Field","name":{"kind":"Name","value":"valorPrevistoFormatado"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<ReceitaAdminQuery, ReceitaAdminQueryVariables>;
export const CriarReceitaAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CriarReceitaAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReceitaInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"criarReceita"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"mes"}},{"kind":"Field","name":{"kind":"Name","value":"origem"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"valorPrevisto"}},{"kind":"Field","name":{"kind":"Name","value":"valorArrecadado"}},{"kind":"Field","name":{"kind":"Name","value":"origemDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"valorArrecadadoFormatado"}},{"kind":"Field","name":{"kind":"Name","value":"valorPrevistoFormatado"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<CriarReceitaAdminMutation, CriarReceitaAdminMutationVariables>;
export const AtualizarReceitaAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AtualizarReceitaAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReceitaInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"atualizarReceita"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"mes"}},{"kind":"Field","name":{"kind":"Name","value":"origem"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"valorPrevisto"}},{"kind":"Field","name":{"kind":"Name","value":"valorArrecadado"}},{"kind":"Field","name":{"kind":"Name","value":"origemDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"valorArrecadadoFormatado"}},{"kind":"Field","name":{"kind":"Name","value":"valorPrevistoFormatado"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<AtualizarReceitaAdminMutation, AtualizarReceitaAdminMutationVariables>;
export const ExcluirReceitaAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExcluirReceitaAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"excluirReceita"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ExcluirReceitaAdminMutation, ExcluirReceitaAdminMutationVariables>;
export const RelatoriosGestaoAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RelatoriosGestaoAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"RelatorioGestaoFiltro"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"relatoriosGestao"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filtro"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}}},{"kind":"Argument","name":{"kind":"Name","value":"pagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}}},{"kind":"Argument","name":{"kind":"Name","value":"porPagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaginas"}}]}}]}}]} as unknown as DocumentNode<RelatoriosGestaoAdminQuery, RelatoriosGestaoAdminQueryVariables>;
export const RelatorioGestaoAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RelatorioGestaoAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"relatorioGestao"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<RelatorioGestaoAdminQuery, RelatorioGestaoAdminQueryVariables>;
export const CriarRelatorioGestaoAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CriarRelatorioGestaoAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RelatorioGestaoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"criarRelatorioGestao"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<CriarRelatorioGestaoAdminMutation, CriarRelatorioGestaoAdminMutationVariables>;
export const AtualizarRelatorioGestaoAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AtualizarRelatorioGestaoAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RelatorioGestaoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"atualizarRelatorioGestao"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<AtualizarRelatorioGestaoAdminMutation, AtualizarRelatorioGestaoAdminMutationVariables>;
export const ExcluirRelatorioGestaoAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExcluirRelatorioGestaoAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"excluirRelatorioGestao"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ExcluirRelatorioGestaoAdminMutation, ExcluirRelatorioGestaoAdminMutationVariables>;
export const RepassesDuodecimosAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RepassesDuodecimosAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"RepasseDuodecimoFiltro"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"repassesDuodecimos"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filtro"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}}},{"kind":"Argument","name":{"kind":"Name","value":"pagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}}},{"kind":"Argument","name":{"kind":"Name","value":"porPagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"mes"}},{"kind":"Field","name":{"kind":"Name","value":"dataRepasse"}},{"kind":"Field","name":{"kind":"Name","value":"valorPrevisto"}},{"kind":"Field","name":{"kind":"Name","value":"valorRepassado"}},{"kind":"Field","name":{"kind":"Name","value":"valorPrevistoFormatado"}},{"kind":"Field","name":{"kind":"Name","value":"valorRepassadoFormatado"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaginas"}}]}}]}}]} as unknown as DocumentNode<RepassesDuodecimosAdminQuery, RepassesDuodecimosAdminQueryVariables>;
export const RepasseDuodecimoAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RepasseDuodecimoAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"repasseDuodecimo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"mes"}},{"kind":"Field","name":{"kind":"Name","value":"dataRepasse"}},{"kind":"Field","name":{"kind":"Name","value":"valorPrevisto"}},{"kind":"Field","name":{"kind":"Name","value":"valorRepassado"}},{"kind":"Field","name":{"kind":"Name","value":"valorPrevistoFormatado"}},{"kind":"Field","name":{"kind":"Name","value":"valorRepassadoFormatado"}}]}}]}}]} as unknown as DocumentNode<RepasseDuodecimoAdminQuery, RepasseDuodecimoAdminQueryVariables>;
export const CriarRepasseDuodecimoAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CriarRepasseDuodecimoAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RepasseDuodecimoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"criarRepasseDuodecimo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"mes"}},{"kind":"Field","name":{"kind":"Name","value":"dataRepasse"}},{"kind":"Field","name":{"kind":"Name","value":"valorPrevisto"}},{"kind":"Field","name":{"kind":"Name","value":"valorRepassado"}},{"kind":"Field","name":{"kind":"Name","value":"valorPrevistoFormatado"}},{"kind":"Field","name":{"kind":"Name","value":"valorRepassadoFormatado"}}]}}]}}]} as unknown as DocumentNode<CriarRepasseDuodecimoAdminMutation, CriarRepasseDuodecimoAdminMutationVariables>;
export const AtualizarRepasseDuodecimoAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AtualizarRepasseDuodecimoAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RepasseDuodecimoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"atualizarRepasseDuodecimo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"mes"}},{"kind":"Field","name":{"kind":"Name","value":"dataRepasse"}},{"kind":"Field","name":{"kind":"Name","value":"valorPrevisto"}},{"kind":"Field","name":{"kind":"Name","value":"valorRepassado"}},{"kind":"Field","name":{"kind":"Name","value":"valorPrevistoFormatado"}},{"kind":"Field","name":{"kind":"Name","value":"valorRepassadoFormatado"}}]}}]}}]} as unknown as DocumentNode<AtualizarRepasseDuodecimoAdminMutation, AtualizarRepasseDuodecimoAdminMutationVariables>;
export const ExcluirRepasseDuodecimoAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExcluirRepasseDuodecimoAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"excluirRepasseDuodecimo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ExcluirRepasseDuodecimoAdminMutation, ExcluirRepasseDuodecimoAdminMutationVariables>;
export const RequerimentosAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RequerimentosAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"RequerimentoFiltro"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requerimentos"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filtro"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}}},{"kind":"Argument","name":{"kind":"Name","value":"pagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}}},{"kind":"Argument","name":{"kind":"Name","value":"porPagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"mes"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"numero"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"autor"}},{"kind":"Field","name":{"kind":"Name","value":"ementa"}},{"kind":"Field","name":{"kind":"Name","value":"etapa"}},{"kind":"Field","name":{"kind":"Name","value":"tipoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"etapaDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaginas"}}]}}]}}]} as unknown as DocumentNode<RequerimentosAdminQuery, RequerimentosAdminQueryVariables>;
export const RequerimentoAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RequerimentoAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requerimento"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"mes"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"numero"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"autor"}},{"kind":"Field","name":{"kind":"Name","value":"ementa"}},{"kind":"Field","name":{"kind":"Name","value":"etapa"}},{"kind":"Field","name":{"kind":"Name","value":"tipoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"etapaDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<RequerimentoAdminQuery, RequerimentoAdminQueryVariables>;
export const CriarRequerimentoAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CriarRequerimentoAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequerimentoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"criarRequerimento"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"mes"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"numero"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"autor"}},{"kind":"Field","name":{"kind":"Name","value":"ementa"}},{"kind":"Field","name":{"kind":"Name","value":"etapa"}},{"kind":"Field","name":{"kind":"Name","value":"tipoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"etapaDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<CriarRequerimentoAdminMutation, CriarRequerimentoAdminMutationVariables>;
export const AtualizarRequerimentoAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AtualizarRequerimentoAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequerimentoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"atualizarRequerimento"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"mes"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"numero"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"autor"}},{"kind":"Field","name":{"kind":"Name","value":"ementa"}},{"kind":"Field","name":{"kind":"Name","value":"etapa"}},{"kind":"Field","name":{"kind":"Name","value":"tipoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"etapaDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<AtualizarRequerimentoAdminMutation, AtualizarRequerimentoAdminMutationVariables>;
export const ExcluirRequerimentoAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExcluirRequerimentoAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"excluirRequerimento"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ExcluirRequerimentoAdminMutation, ExcluirRequerimentoAdminMutationVariables>;
export const SancoesAdministrativasAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SancoesAdministrativasAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SancaoAdministrativaFiltro"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sancoesAdministrativas"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filtro"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}}},{"kind":"Argument","name":{"kind":"Name","value":"pagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}}},{"kind":"Argument","name":{"kind":"Name","value":"porPagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"empresa"}},{"kind":"Field","name":{"kind":"Name","value":"cnpj"}},{"kind":"Field","name":{"kind":"Name","value":"sancao"}},{"kind":"Field","name":{"kind":"Name","value":"processo"}},{"kind":"Field","name":{"kind":"Name","value":"dataPublicacao"}},{"kind":"Field","name":{"kind":"Name","value":"cnpjFormatado"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaginas"}}]}}]}}]} as unknown as DocumentNode<SancoesAdministrativasAdminQuery, SancoesAdministrativasAdminQueryVariables>;
export const SancaoAdministrativaAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SancaoAdministrativaAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sancaoAdministrativa"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"empresa"}},{"kind":"Field","name":{"kind":"Name","value":"cnpj"}},{"kind":"Field","name":{"kind":"Name","value":"sancao"}},{"kind":"Field","name":{"kind":"Name","value":"processo"}},{"kind":"Field","name":{"kind":"Name","value":"dataPublicacao"}},{"kind":"Field","name":{"kind":"Name","value":"cnpjFormatado"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<SancaoAdministrativaAdminQuery, SancaoAdministrativaAdminQueryVariables>;
export const CriarSancaoAdministrativaAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CriarSancaoAdministrativaAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SancaoAdministrativaInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"criarSancaoAdministrativa"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"empresa"}},{"kind":"Field","name":{"kind":"Name","value":"cnpj"}},{"kind":"Field","name":{"kind":"Name","value":"sancao"}},{"kind":"Field","name":{"kind":"Name","value":"processo"}},{"kind":"Field","name":{"kind":"Name","value":"dataPublicacao"}},{"kind":"Field","name":{"kind":"Name","value":"cnpjFormatado"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<CriarSancaoAdministrativaAdminMutation, CriarSancaoAdministrativaAdminMutationVariables>;
export const AtualizarSancaoAdministrativaAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AtualizarSancaoAdministrativaAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SancaoAdministrativaInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"atualizarSancaoAdministrativa"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"empresa"}},{"kind":"Field","name":{"kind":"Name","value":"cnpj"}},{"kind":"Field","name":{"kind":"Name","value":"sancao"}},{"kind":"Field","name":{"kind":"Name","value":"processo"}},{"kind":"Field","name":{"kind":"Name","value":"dataPublicacao"}},{"kind":"Field","name":{"kind":"Name","value":"cnpjFormatado"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<AtualizarSancaoAdministrativaAdminMutation, AtualizarSancaoAdministrativaAdminMutationVariables>;
export const ExcluirSancaoAdministrativaAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExcluirSancaoAdministrativaAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"excluirSancaoAdministrativa"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ExcluirSancaoAdministrativaAdminMutation, ExcluirSancaoAdministrativaAdminMutationVariables>;
export const ServidoresLicenciadosAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ServidoresLicenciadosAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ServidorLicenciadoFiltro"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"servidoresLicenciados"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filtro"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}}},{"kind":"Argument","name":{"kind":"Name","value":"pagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}}},{"kind":"Argument","name":{"kind":"Name","value":"porPagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"matricula"}},{"kind":"Field","name":{"kind":"Name","value":"cargo"}},{"kind":"Field","name":{"kind":"Name","value":"lotacao"}},{"kind":"Field","name":{"kind":"Name","value":"tipoLicenca"}},{"kind":"Field","name":{"kind":"Name","value":"dataInicio"}},{"kind":"Field","name":{"kind":"Name","value":"dataFim"}},{"kind":"Field","name":{"kind":"Name","value":"tipoLicencaDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaginas"}}]}}]}}]} as unknown as DocumentNode<ServidoresLicenciadosAdminQuery, ServidoresLicenciadosAdminQueryVariables>;
export const ServidorLicenciadoAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ServidorLicenciadoAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"servidorLicenciado"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"matricula"}},{"kind":"Field","name":{"kind":"Name","value":"cargo"}},{"kind":"Field","name":{"kind":"Name","value":"lotacao"}},{"kind":"Field","name":{"kind":"Name","value":"tipoLicenca"}},{"kind":"Field","name":{"kind":"Name","value":"dataInicio"}},{"kind":"Field","name":{"kind":"Name","value":"dataFim"}},{"kind":"Field","name":{"kind":"Name","value":"tipoLicencaDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<ServidorLicenciadoAdminQuery, ServidorLicenciadoAdminQueryVariables>;
export const CriarServidorLicenciadoAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CriarServidorLicenciadoAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ServidorLicenciadoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"criarServidorLicenciado"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"matricula"}},{"kind":"Field","name":{"kind":"Name","value":"cargo"}},{"kind":"Field","name":{"kind":"Name","value":"lotacao"}},{"kind":"Field","name":{"kind":"Name","value":"tipoLicenca"}},{"kind":"Field","name":{"kind":"Name","value":"dataInicio"}},{"kind":"Field","name":{"kind":"Name","value":"dataFim"}},{"kind":"Field","name":{"kind":"Name","value":"tipoLicencaDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<CriarServidorLicenciadoAdminMutation, CriarServidorLicenciadoAdminMutationVariables>;
export const AtualizarServidorLicenciadoAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AtualizarServidorLicenciadoAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ServidorLicenciadoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"atualizarServidorLicenciado"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"matricula"}},{"kind":"Field","name":{"kind":"Name","value":"cargo"}},{"kind":"Field","name":{"kind":"Name","value":"lotacao"}},{"kind":"Field","name":{"kind":"Name","value":"tipoLicenca"}},{"kind":"Field","name":{"kind":"Name","value":"dataInicio"}},{"kind":"Field","name":{"kind":"Name","value":"dataFim"}},{"kind":"Field","name":{"kind":"Name","value":"tipoLicencaDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<AtualizarServidorLicenciadoAdminMutation, AtualizarServidorLicenciadoAdminMutationVariables>;
export const ExcluirServidorLicenciadoAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExcluirServidorLicenciadoAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"excluirServidorLicenciado"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ExcluirServidorLicenciadoAdminMutation, ExcluirServidorLicenciadoAdminMutationVariables>;
export const ServidoresTerceirizadosAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ServidoresTerceirizadosAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ServidorTerceirizadoFiltro"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"servidoresTerceirizados"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filtro"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}}},{"kind":"Argument","name":{"kind":"Name","value":"pagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}}},{"kind":"Argument","name":{"kind":"Name","value":"porPagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"funcao"}},{"kind":"Field","name":{"kind":"Name","value":"empresa"}},{"kind":"Field","name":{"kind":"Name","value":"contrato"}},{"kind":"Field","name":{"kind":"Name","value":"lotacao"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaginas"}}]}}]}}]} as unknown as DocumentNode<ServidoresTerceirizadosAdminQuery, ServidoresTerceirizadosAdminQueryVariables>;
export const ServidorTerceirizadoAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ServidorTerceirizadoAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"servidorTerceirizado"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"funcao"}},{"kind":"Field","name":{"kind":"Name","value":"empresa"}},{"kind":"Field","name":{"kind":"Name","value":"contrato"}},{"kind":"Field","name":{"kind":"Name","value":"lotacao"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<ServidorTerceirizadoAdminQuery, ServidorTerceirizadoAdminQueryVariables>;
export const CriarServidorTerceirizadoAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CriarServidorTerceirizadoAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ServidorTerceirizadoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"criarServidorTerceirizado"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"funcao"}},{"kind":"Field","name":{"kind":"Name","value":"empresa"}},{"kind":"Field","name":{"kind":"Name","value":"contrato"}},{"kind":"Field","name":{"kind":"Name","value":"lotacao"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<CriarServidorTerceirizadoAdminMutation, CriarServidorTerceirizadoAdminMutationVariables>;
export const AtualizarServidorTerceirizadoAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AtualizarServidorTerceirizadoAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ServidorTerceirizadoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"atualizarServidorTerceirizado"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"funcao"}},{"kind":"Field","name":{"kind":"Name","value":"empresa"}},{"kind":"Field","name":{"kind":"Name","value":"contrato"}},{"kind":"Field","name":{"kind":"Name","value":"lotacao"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<AtualizarServidorTerceirizadoAdminMutation, AtualizarServidorTerceirizadoAdminMutationVariables>;
export const ExcluirServidorTerceirizadoAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExcluirServidorTerceirizadoAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"excluirServidorTerceirizado"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ExcluirServidorTerceirizadoAdminMutation, ExcluirServidorTerceirizadoAdminMutationVariables>;
export const SessoesPlenariasAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SessoesPlenariasAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SessaoPlenariaFiltro"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessoesPlenarias"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filtro"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}}},{"kind":"Argument","name":{"kind":"Name","value":"pagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}}},{"kind":"Argument","name":{"kind":"Name","value":"porPagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"mes"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"horario"}},{"kind":"Field","name":{"kind":"Name","value":"numero"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"situacao"}},{"kind":"Field","name":{"kind":"Name","value":"pauta"}},{"kind":"Field","name":{"kind":"Name","value":"tipoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"situacaoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaginas"}}]}}]}}]} as unknown as DocumentNode<SessoesPlenariasAdminQuery, SessoesPlenariasAdminQueryVariables>;
export const SessaoPlenariaAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SessaoPlenariaAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessaoPlenaria"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"mes"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"horario"}},{"kind":"Field","name":{"kind":"Name","value":"numero"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"situacao"}},{"kind":"Field","name":{"kind":"Name","value":"pauta"}},{"kind":"Field","name":{"kind":"Name","value":"tipoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"situacaoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<SessaoPlenariaAdminQuery, SessaoPlenariaAdminQueryVariables>;
export const CriarSessaoPlenariaAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CriarSessaoPlenariaAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SessaoPlenariaInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"criarSessaoPlenaria"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"mes"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"horario"}},{"kind":"Field","name":{"kind":"Name","value":"numero"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"situacao"}},{"kind":"Field","name":{"kind":"Name","value":"pauta"}},{"kind":"Field","name":{"kind":"Name","value":"tipoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"situacaoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<CriarSessaoPlenariaAdminMutation, CriarSessaoPlenariaAdminMutationVariables>;
export const AtualizarSessaoPlenariaAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AtualizarSessaoPlenariaAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SessaoPlenariaInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"atualizarSessaoPlenaria"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"mes"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"horario"}},{"kind":"Field","name":{"kind":"Name","value":"numero"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"situacao"}},{"kind":"Field","name":{"kind":"Name","value":"pauta"}},{"kind":"Field","name":{"kind":"Name","value":"tipoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"situacaoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<AtualizarSessaoPlenariaAdminMutation, AtualizarSessaoPlenariaAdminMutationVariables>;
export const ExcluirSessaoPlenariaAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExcluirSessaoPlenariaAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"excluirSessaoPlenaria"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ExcluirSessaoPlenariaAdminMutation, ExcluirSessaoPlenariaAdminMutationVariables>;
export const VerbasLancamentosAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VerbasLancamentosAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"VerbaLancamentoFiltro"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verbasLancamentos"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filtro"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}}},{"kind":"Argument","name":{"kind":"Name","value":"pagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}}},{"kind":"Argument","name":{"kind":"Name","value":"porPagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"mes"}},{"kind":"Field","name":{"kind":"Name","value":"deputadoId"}},{"kind":"Field","name":{"kind":"Name","value":"grupo"}},{"kind":"Field","name":{"kind":"Name","value":"subgrupo"}},{"kind":"Field","name":{"kind":"Name","value":"fornecedor"}},{"kind":"Field","name":{"kind":"Name","value":"documentoFornecedor"}},{"kind":"Field","name":{"kind":"Name","value":"numero"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"valorApresentado"}},{"kind":"Field","name":{"kind":"Name","value":"valorIndenizado"}},{"kind":"Field","name":{"kind":"Name","value":"deputado"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}}]}},{"kind":"Field","name":{"kind":"Name","value":"valorIndenizadoFormatado"}},{"kind":"Field","name":{"kind":"Name","value":"cnpjCpf"}},{"kind":"Field","name":{"kind":"Name","value":"valorApresentadoFormatado"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaginas"}}]}}]}}]} as unknown as DocumentNode<VerbasLancamentosAdminQuery, VerbasLancamentosAdminQueryVariables>;
export const VerbaLancamentoAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VerbaLancamentoAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verbaLancamento"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"mes"}},{"kind":"Field","name":{"kind":"Name","value":"deputadoId"}},{"kind":"Field","name":{"kind":"Name","value":"grupo"}},{"kind":"Field","name":{"kind":"Name","value":"subgrupo"}},{"kind":"Field","name":{"kind":"Name","value":"fornecedor"}},{"kind":"Field","name":{"kind":"Name","value":"documentoFornecedor"}},{"kind":"Field","name":{"kind":"Name","value":"numero"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"valorApresentado"}},{"kind":"Field","name":{"kind":"Name","value":"valorIndenizado"}},{"kind":"Field","name":{"kind":"Name","value":"deputado"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}}]}},{"kind":"Field","name":{"kind":"Name","value":"valorIndenizadoFormatado"}},{"kind":"Field","name":{"kind":"Name","value":"cnpjCpf"}},{"kind":"Field","name":{"kind":"Name","value":"valorApresentadoFormatado"}}]}}]}}]} as unknown as DocumentNode<VerbaLancamentoAdminQuery, VerbaLancamentoAdminQueryVariables>;
export const CriarVerbaLancamentoAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CriarVerbaLancamentoAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VerbaLancamentoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"criarVerbaLancamento"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"mes"}},{"kind":"Field","name":{"kind":"Name","value":"deputadoId"}},{"kind":"Field","name":{"kind":"Name","value":"grupo"}},{"kind":"Field","name":{"kind":"Name","value":"subgrupo"}},{"kind":"Field","name":{"kind":"Name","value":"fornecedor"}},{"kind":"Field","name":{"kind":"Name","value":"documentoFornecedor"}},{"kind":"Field","name":{"kind":"Name","value":"numero"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"valorApresentado"}},{"kind":"Field","name":{"kind":"Name","value":"valorIndenizado"}},{"kind":"Field","name":{"kind":"Name","value":"deputado"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}}]}},{"kind":"Field","name":{"kind":"Name","value":"valorIndenizadoFormatado"}},{"kind":"Field","name":{"kind":"Name","value":"cnpjCpf"}},{"kind":"Field","name":{"kind":"Name","value":"valorApresentadoFormatado"}}]}}]}}]} as unknown as DocumentNode<CriarVerbaLancamentoAdminMutation, CriarVerbaLancamentoAdminMutationVariables>;
export const AtualizarVerbaLancamentoAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AtualizarVerbaLancamentoAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VerbaLancamentoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"atualizarVerbaLancamento"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"mes"}},{"kind":"Field","name":{"kind":"Name","value":"deputadoId"}},{"kind":"Field","name":{"kind":"Name","value":"grupo"}},{"kind":"Field","name":{"kind":"Name","value":"subgrupo"}},{"kind":"Field","name":{"kind":"Name","value":"fornecedor"}},{"kind":"Field","name":{"kind":"Name","value":"documentoFornecedor"}},{"kind":"Field","name":{"kind":"Name","value":"numero"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"valorApresentado"}},{"kind":"Field","name":{"kind":"Name","value":"valorIndenizado"}},{"kind":"Field","name":{"kind":"Name","value":"deputado"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}}]}},{"kind":"Field","name":{"kind":"Name","value":"valorIndenizadoFormatado"}},{"kind":"Field","name":{"kind":"Name","value":"cnpjCpf"}},{"kind":"Field","name":{"kind":"Name","value":"valorApresentadoFormatado"}}]}}]}}]} as unknown as DocumentNode<AtualizarVerbaLancamentoAdminMutation, AtualizarVerbaLancamentoAdminMutationVariables>;
export const ExcluirVerbaLancamentoAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExcluirVerbaLancamentoAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"excluirVerbaLancamento"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ExcluirVerbaLancamentoAdminMutation, ExcluirVerbaLancamentoAdminMutationVariables>;
export const VotacoesAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VotacoesAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"VotacaoFiltro"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"votacoes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filtro"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}}},{"kind":"Argument","name":{"kind":"Name","value":"pagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}}},{"kind":"Argument","name":{"kind":"Name","value":"porPagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"numero"}},{"kind":"Field","name":{"kind":"Name","value":"materia"}},{"kind":"Field","name":{"kind":"Name","value":"processoId"}},{"kind":"Field","name":{"kind":"Name","value":"resultado"}},{"kind":"Field","name":{"kind":"Name","value":"votos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"deputadoId"}},{"kind":"Field","name":{"kind":"Name","value":"posicao"}}]}},{"kind":"Field","name":{"kind":"Name","value":"resultadoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"sim"}},{"kind":"Field","name":{"kind":"Name","value":"nao"}},{"kind":"Field","name":{"kind":"Name","value":"abstencao"}},{"kind":"Field","name":{"kind":"Name","value":"ausentes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaginas"}}]}}]}}]} as unknown as DocumentNode<VotacoesAdminQuery, VotacoesAdminQueryVariables>;
export const VotacaoAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VotacaoAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"votacao"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"numero"}},{"kind":"Field","name":{"kind":"Name","value":"materia"}},{"kind":"Field","name":{"kind":"Name","value":"processoId"}},{"kind":"Field","name":{"kind":"Name","value":"resultado"}},{"kind":"Field","name":{"kind":"Name","value":"votos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"deputadoId"}},{"kind":"Field","name":{"kind":"Name","value":"posicao"}}]}},{"kind":"Field","name":{"kind":"Name","value":"resultadoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"sim"}},{"kind":"Field","name":{"kind":"Name","value":"nao"}},{"kind":"Field","name":{"kind":"Name","value":"abstencao"}},{"kind":"Field","name":{"kind":"Name","value":"ausentes"}}]}}]}}]} as unknown as DocumentNode<VotacaoAdminQuery, VotacaoAdminQueryVariables>;
export const CriarVotacaoAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CriarVotacaoAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VotacaoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"criarVotacao"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"numero"}},{"kind":"Field","name":{"kind":"Name","value":"materia"}},{"kind":"Field","name":{"kind":"Name","value":"processoId"}},{"kind":"Field","name":{"kind":"Name","value":"resultado"}},{"kind":"Field","name":{"kind":"Name","value":"votos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"deputadoId"}},{"kind":"Field","name":{"kind":"Name","value":"posicao"}}]}},{"kind":"Field","name":{"kind":"Name","value":"resultadoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"sim"}},{"kind":"Field","name":{"kind":"Name","value":"nao"}},{"kind":"Field","name":{"kind":"Name","value":"abstencao"}},{"kind":"Field","name":{"kind":"Name","value":"ausentes"}}]}}]}}]} as unknown as DocumentNode<CriarVotacaoAdminMutation, CriarVotacaoAdminMutationVariables>;
export const AtualizarVotacaoAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AtualizarVotacaoAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VotacaoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"atualizarVotacao"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"numero"}},{"kind":"Field","name":{"kind":"Name","value":"materia"}},{"kind":"Field","name":{"kind":"Name","value":"processoId"}},{"kind":"Field","name":{"kind":"Name","value":"resultado"}},{"kind":"Field","name":{"kind":"Name","value":"votos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"deputadoId"}},{"kind":"Field","name":{"kind":"Name","value":"posicao"}}]}},{"kind":"Field","name":{"kind":"Name","value":"resultadoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"sim"}},{"kind":"Field","name":{"kind":"Name","value":"nao"}},{"kind":"Field","name":{"kind":"Name","value":"abstencao"}},{"kind":"Field","name":{"kind":"Name","value":"ausentes"}}]}}]}}]} as unknown as DocumentNode<AtualizarVotacaoAdminMutation, AtualizarVotacaoAdminMutationVariables>;
export const ExcluirVotacaoAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExcluirVotacaoAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"excluirVotacao"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ExcluirVotacaoAdminMutation, ExcluirVotacaoAdminMutationVariables>;
export const AgendasAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AgendasAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AgendaAdminFiltro"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"agendasAdmin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filtro"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}}},{"kind":"Argument","name":{"kind":"Name","value":"pagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}}},{"kind":"Argument","name":{"kind":"Name","value":"porPagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AgendaDetalhe"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaginas"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AgendaDetalhe"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Agenda"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"situacao"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"agendaItens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"horario"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"local"}},{"kind":"Field","name":{"kind":"Name","value":"pauta"}},{"kind":"Field","name":{"kind":"Name","value":"tipoEnvolvido"}},{"kind":"Field","name":{"kind":"Name","value":"envolvido"}}]}}]}}]} as unknown as DocumentNode<AgendasAdminQuery, AgendasAdminQueryVariables>;
export const AgendaAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AgendaAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"agendaAdmin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AgendaDetalhe"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AgendaDetalhe"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Agenda"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"situacao"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"agendaItens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"horario"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"local"}},{"kind":"Field","name":{"kind":"Name","value":"pauta"}},{"kind":"Field","name":{"kind":"Name","value":"tipoEnvolvido"}},{"kind":"Field","name":{"kind":"Name","value":"envolvido"}}]}}]}}]} as unknown as DocumentNode<AgendaAdminQuery, AgendaAdminQueryVariables>;
export const CriarAgendaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CriarAgenda"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AgendaInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"criarAgenda"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AgendaDetalhe"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AgendaDetalhe"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Agenda"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"situacao"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"agendaItens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"horario"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"local"}},{"kind":"Field","name":{"kind":"Name","value":"pauta"}},{"kind":"Field","name":{"kind":"Name","value":"tipoEnvolvido"}},{"kind":"Field","name":{"kind":"Name","value":"envolvido"}}]}}]}}]} as unknown as DocumentNode<CriarAgendaMutation, CriarAgendaMutationVariables>;
export const AtualizarAgendaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AtualizarAgenda"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AgendaInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"atualizarAgenda"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AgendaDetalhe"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AgendaDetalhe"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Agenda"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"situacao"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"agendaItens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"horario"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"local"}},{"kind":"Field","name":{"kind":"Name","value":"pauta"}},{"kind":"Field","name":{"kind":"Name","value":"tipoEnvolvido"}},{"kind":"Field","name":{"kind":"Name","value":"envolvido"}}]}}]}}]} as unknown as DocumentNode<AtualizarAgendaMutation, AtualizarAgendaMutationVariables>;
export const ExcluirAgendaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExcluirAgenda"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"excluirAgenda"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ExcluirAgendaMutation, ExcluirAgendaMutationVariables>;
export const AlterarSituacaoAgendaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AlterarSituacaoAgenda"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"situacao"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SituacaoAgenda"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"alterarSituacaoAgenda"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"situacao"},"value":{"kind":"Variable","name":{"kind":"Name","value":"situacao"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"situacao"}}]}}]}}]} as unknown as DocumentNode<AlterarSituacaoAgendaMutation, AlterarSituacaoAgendaMutationVariables>;
export const TrilhaAuditoriaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TrilhaAuditoria"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AuditoriaFiltro"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registrosAuditoria"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filtro"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}}},{"kind":"Argument","name":{"kind":"Name","value":"pagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}}},{"kind":"Argument","name":{"kind":"Name","value":"porPagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"pagina"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaginas"}},{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ocorridoEm"}},{"kind":"Field","name":{"kind":"Name","value":"usuarioId"}},{"kind":"Field","name":{"kind":"Name","value":"usuarioNome"}},{"kind":"Field","name":{"kind":"Name","value":"lotacaoId"}},{"kind":"Field","name":{"kind":"Name","value":"origem"}},{"kind":"Field","name":{"kind":"Name","value":"operacao"}},{"kind":"Field","name":{"kind":"Name","value":"entidade"}},{"kind":"Field","name":{"kind":"Name","value":"entidadeId"}},{"kind":"Field","name":{"kind":"Name","value":"sucesso"}},{"kind":"Field","name":{"kind":"Name","value":"alteracoes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entidade"}},{"kind":"Field","name":{"kind":"Name","value":"entidadeId"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"campos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campo"}},{"kind":"Field","name":{"kind":"Name","value":"antes"}},{"kind":"Field","name":{"kind":"Name","value":"depois"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<TrilhaAuditoriaQuery, TrilhaAuditoriaQueryVariables>;
export const BannersAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BannersAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"BannerFiltro"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bannersAdmin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filtro"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}}},{"kind":"Argument","name":{"kind":"Name","value":"pagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}}},{"kind":"Argument","name":{"kind":"Name","value":"porPagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BannerDetalhe"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaginas"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BannerDetalhe"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Banner"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"exibirAte"}},{"kind":"Field","name":{"kind":"Name","value":"ativo"}},{"kind":"Field","name":{"kind":"Name","value":"imagem"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"largura"}},{"kind":"Field","name":{"kind":"Name","value":"altura"}},{"kind":"Field","name":{"kind":"Name","value":"miniatura"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"largura"},"value":{"kind":"IntValue","value":"400"}}]}]}}]}}]} as unknown as DocumentNode<BannersAdminQuery, BannersAdminQueryVariables>;
export const BannerAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BannerAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bannerAdmin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BannerDetalhe"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BannerDetalhe"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Banner"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"exibirAte"}},{"kind":"Field","name":{"kind":"Name","value":"ativo"}},{"kind":"Field","name":{"kind":"Name","value":"imagem"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"largura"}},{"kind":"Field","name":{"kind":"Name","value":"altura"}},{"kind":"Field","name":{"kind":"Name","value":"miniatura"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"largura"},"value":{"kind":"IntValue","value":"400"}}]}]}}]}}]} as unknown as DocumentNode<BannerAdminQuery, BannerAdminQueryVariables>;
export const CriarBannerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CriarBanner"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BannerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"criarBanner"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BannerDetalhe"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BannerDetalhe"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Banner"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"exibirAte"}},{"kind":"Field","name":{"kind":"Name","value":"ativo"}},{"kind":"Field","name":{"kind":"Name","value":"imagem"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"largura"}},{"kind":"Field","name":{"kind":"Name","value":"altura"}},{"kind":"Field","name":{"kind":"Name","value":"miniatura"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"largura"},"value":{"kind":"IntValue","value":"400"}}]}]}}]}}]} as unknown as DocumentNode<CriarBannerMutation, CriarBannerMutationVariables>;
export const AtualizarBannerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AtualizarBanner"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BannerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"atualizarBanner"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BannerDetalhe"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BannerDetalhe"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Banner"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"exibirAte"}},{"kind":"Field","name":{"kind":"Name","value":"ativo"}},{"kind":"Field","name":{"kind":"Name","value":"imagem"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"largura"}},{"kind":"Field","name":{"kind":"Name","value":"altura"}},{"kind":"Field","name":{"kind":"Name","value":"miniatura"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"largura"},"value":{"kind":"IntValue","value":"400"}}]}]}}]}}]} as unknown as DocumentNode<AtualizarBannerMutation, AtualizarBannerMutationVariables>;
export const ExcluirBannerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExcluirBanner"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"excluirBanner"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ExcluirBannerMutation, ExcluirBannerMutationVariables>;
export const ComissoesAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ComissoesAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ComissaoFiltro"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"comissoesAdmin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filtro"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}}},{"kind":"Argument","name":{"kind":"Name","value":"pagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}}},{"kind":"Argument","name":{"kind":"Name","value":"porPagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"sigla"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"tipoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"ativa"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaginas"}}]}}]}}]} as unknown as DocumentNode<ComissoesAdminQuery, ComissoesAdminQueryVariables>;
export const ComissaoAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ComissaoAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"comissaoAdmin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ComissaoDetalhe"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComissaoDetalhe"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Comissao"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"sigla"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"tipoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"ativa"}},{"kind":"Field","name":{"kind":"Name","value":"urlSufixo"}},{"kind":"Field","name":{"kind":"Name","value":"deputadosComissao"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cargo"}},{"kind":"Field","name":{"kind":"Name","value":"cargoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"deputado"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"partido"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sigla"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"equipeTecnicaComissoes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"funcao"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"telefone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"trabalhosComissao"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"tipoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"arquivosComissao"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"tipoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"linksComissao"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"categoria"}},{"kind":"Field","name":{"kind":"Name","value":"categoriaDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<ComissaoAdminQuery, ComissaoAdminQueryVariables>;
export const CriarComissaoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CriarComissao"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ComissaoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"criarComissao"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ComissaoDetalhe"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComissaoDetalhe"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Comissao"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"sigla"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"tipoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"ativa"}},{"kind":"Field","name":{"kind":"Name","value":"urlSufixo"}},{"kind":"Field","name":{"kind":"Name","value":"deputadosComissao"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cargo"}},{"kind":"Field","name":{"kind":"Name","value":"cargoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"deputado"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"partido"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sigla"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"equipeTecnicaComissoes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"funcao"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"telefone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"trabalhosComissao"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"tipoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"arquivosComissao"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"tipoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"linksComissao"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"categoria"}},{"kind":"Field","name":{"kind":"Name","value":"categoriaDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<CriarComissaoMutation, CriarComissaoMutationVariables>;
export const AtualizarComissaoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AtualizarComissao"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ComissaoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"atualizarComissao"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ComissaoDetalhe"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComissaoDetalhe"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Comissao"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"sigla"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"tipoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"ativa"}},{"kind":"Field","name":{"kind":"Name","value":"urlSufixo"}},{"kind":"Field","name":{"kind":"Name","value":"deputadosComissao"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cargo"}},{"kind":"Field","name":{"kind":"Name","value":"cargoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"deputado"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"partido"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sigla"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"equipeTecnicaComissoes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"funcao"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"telefone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"trabalhosComissao"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"tipoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"arquivosComissao"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"tipoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"linksComissao"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"categoria"}},{"kind":"Field","name":{"kind":"Name","value":"categoriaDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<AtualizarComissaoMutation, AtualizarComissaoMutationVariables>;
export const ExcluirComissaoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExcluirComissao"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"excluirComissao"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ExcluirComissaoMutation, ExcluirComissaoMutationVariables>;
export const OpcoesComissaoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OpcoesComissao"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tiposComissao"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cargosComissao"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tiposArquivoComissao"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tiposTrabalhoComissao"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}}]}},{"kind":"Field","name":{"kind":"Name","value":"categoriasLinkComissao"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deputados"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filtro"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"ativo"},"value":{"kind":"BooleanValue","value":true}}]}},{"kind":"Argument","name":{"kind":"Name","value":"pagina"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"porPagina"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"partido"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sigla"}}]}}]}}]}}]}}]} as unknown as DocumentNode<OpcoesComissaoQuery, OpcoesComissaoQueryVariables>;
export const DeputadosAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DeputadosAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DeputadoFiltro"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deputadosAdmin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filtro"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}}},{"kind":"Argument","name":{"kind":"Name","value":"pagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}}},{"kind":"Argument","name":{"kind":"Name","value":"porPagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"nomeCompleto"}},{"kind":"Field","name":{"kind":"Name","value":"ativo"}},{"kind":"Field","name":{"kind":"Name","value":"gabinete"}},{"kind":"Field","name":{"kind":"Name","value":"lider"}},{"kind":"Field","name":{"kind":"Name","value":"mesaDiretora"}},{"kind":"Field","name":{"kind":"Name","value":"cargoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"partido"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sigla"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaginas"}}]}}]}}]} as unknown as DocumentNode<DeputadosAdminQuery, DeputadosAdminQueryVariables>;
export const DeputadoAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DeputadoAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deputadoAdmin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DeputadoDetalhe"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeputadoDetalhe"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Deputado"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"nomeCompleto"}},{"kind":"Field","name":{"kind":"Name","value":"ativo"}},{"kind":"Field","name":{"kind":"Name","value":"gabinete"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"telefone"}},{"kind":"Field","name":{"kind":"Name","value":"lider"}},{"kind":"Field","name":{"kind":"Name","value":"mesaDiretora"}},{"kind":"Field","name":{"kind":"Name","value":"cargo"}},{"kind":"Field","name":{"kind":"Name","value":"cargoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"biografia"}},{"kind":"Field","name":{"kind":"Name","value":"fotoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"fotoMiniatura"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"largura"},"value":{"kind":"IntValue","value":"160"}}]},{"kind":"Field","name":{"kind":"Name","value":"partido"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sigla"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deputadoLegislaturas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dataInicio"}},{"kind":"Field","name":{"kind":"Name","value":"legislatura"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"anoInicio"}},{"kind":"Field","name":{"kind":"Name","value":"anoFim"}}]}},{"kind":"Field","name":{"kind":"Name","value":"partido"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sigla"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"afastamentos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"tipoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"dataAfastamento"}},{"kind":"Field","name":{"kind":"Name","value":"dataRetorno"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deputadoAnoEmendas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"ativo"}}]}}]}}]} as unknown as DocumentNode<DeputadoAdminQuery, DeputadoAdminQueryVariables>;
export const CriarDeputadoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CriarDeputado"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeputadoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"criarDeputado"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DeputadoDetalhe"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeputadoDetalhe"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Deputado"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"nomeCompleto"}},{"kind":"Field","name":{"kind":"Name","value":"ativo"}},{"kind":"Field","name":{"kind":"Name","value":"gabinete"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"telefone"}},{"kind":"Field","name":{"kind":"Name","value":"lider"}},{"kind":"Field","name":{"kind":"Name","value":"mesaDiretora"}},{"kind":"Field","name":{"kind":"Name","value":"cargo"}},{"kind":"Field","name":{"kind":"Name","value":"cargoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"biografia"}},{"kind":"Field","name":{"kind":"Name","value":"fotoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"fotoMiniatura"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"largura"},"value":{"kind":"IntValue","value":"160"}}]},{"kind":"Field","name":{"kind":"Name","value":"partido"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sigla"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deputadoLegislaturas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dataInicio"}},{"kind":"Field","name":{"kind":"Name","value":"legislatura"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"anoInicio"}},{"kind":"Field","name":{"kind":"Name","value":"anoFim"}}]}},{"kind":"Field","name":{"kind":"Name","value":"partido"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sigla"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"afastamentos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"tipoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"dataAfastamento"}},{"kind":"Field","name":{"kind":"Name","value":"dataRetorno"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deputadoAnoEmendas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"ativo"}}]}}]}}]} as unknown as DocumentNode<CriarDeputadoMutation, CriarDeputadoMutationVariables>;
export const AtualizarDeputadoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AtualizarDeputado"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeputadoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"atualizarDeputado"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DeputadoDetalhe"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeputadoDetalhe"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Deputado"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"nomeCompleto"}},{"kind":"Field","name":{"kind":"Name","value":"ativo"}},{"kind":"Field","name":{"kind":"Name","value":"gabinete"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"telefone"}},{"kind":"Field","name":{"kind":"Name","value":"lider"}},{"kind":"Field","name":{"kind":"Name","value":"mesaDiretora"}},{"kind":"Field","name":{"kind":"Name","value":"cargo"}},{"kind":"Field","name":{"kind":"Name","value":"cargoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"biografia"}},{"kind":"Field","name":{"kind":"Name","value":"fotoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"fotoMiniatura"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"largura"},"value":{"kind":"IntValue","value":"160"}}]},{"kind":"Field","name":{"kind":"Name","value":"partido"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sigla"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deputadoLegislaturas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dataInicio"}},{"kind":"Field","name":{"kind":"Name","value":"legislatura"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"anoInicio"}},{"kind":"Field","name":{"kind":"Name","value":"anoFim"}}]}},{"kind":"Field","name":{"kind":"Name","value":"partido"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sigla"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"afastamentos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"tipoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"dataAfastamento"}},{"kind":"Field","name":{"kind":"Name","value":"dataRetorno"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deputadoAnoEmendas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"ativo"}}]}}]}}]} as unknown as DocumentNode<AtualizarDeputadoMutation, AtualizarDeputadoMutationVariables>;
export const ExcluirDeputadoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExcluirDeputado"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"excluirDeputado"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ExcluirDeputadoMutation, ExcluirDeputadoMutationVariables>;
export const OpcoesDeputadoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OpcoesDeputado"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"partidos"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pagina"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"porPagina"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sigla"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"legislaturas"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pagina"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"porPagina"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"anoInicio"}},{"kind":"Field","name":{"kind":"Name","value":"anoFim"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"cargosMesaDiretora"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tiposAfastamento"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}}]}}]}}]} as unknown as DocumentNode<OpcoesDeputadoQuery, OpcoesDeputadoQueryVariables>;
export const ProgramasAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProgramasAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TermoFiltro"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"programasAdmin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filtro"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}}},{"kind":"Argument","name":{"kind":"Name","value":"pagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}}},{"kind":"Argument","name":{"kind":"Name","value":"porPagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaginas"}}]}}]}}]} as unknown as DocumentNode<ProgramasAdminQuery, ProgramasAdminQueryVariables>;
export const ProgramaAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProgramaAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"programaAdmin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}}]}}]}}]} as unknown as DocumentNode<ProgramaAdminQuery, ProgramaAdminQueryVariables>;
export const CriarProgramaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CriarPrograma"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProgramaInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"criarPrograma"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}}]}}]}}]} as unknown as DocumentNode<CriarProgramaMutation, CriarProgramaMutationVariables>;
export const AtualizarProgramaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AtualizarPrograma"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProgramaInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"atualizarPrograma"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}}]}}]}}]} as unknown as DocumentNode<AtualizarProgramaMutation, AtualizarProgramaMutationVariables>;
export const ExcluirProgramaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExcluirPrograma"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"excluirPrograma"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ExcluirProgramaMutation, ExcluirProgramaMutationVariables>;
export const EdicoesAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EdicoesAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TermoFiltro"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edicoesAdmin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filtro"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}}},{"kind":"Argument","name":{"kind":"Name","value":"pagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}}},{"kind":"Argument","name":{"kind":"Name","value":"porPagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EdicaoDetalhe"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaginas"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EdicaoDetalhe"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Edicao"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"programa"}},{"kind":"Field","name":{"kind":"Name","value":"programaDados"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}}]}}]}}]} as unknown as DocumentNode<EdicoesAdminQuery, EdicoesAdminQueryVariables>;
export const EdicaoAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EdicaoAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edicaoAdmin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EdicaoDetalhe"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EdicaoDetalhe"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Edicao"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"programa"}},{"kind":"Field","name":{"kind":"Name","value":"programaDados"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}}]}}]}}]} as unknown as DocumentNode<EdicaoAdminQuery, EdicaoAdminQueryVariables>;
export const CriarEdicaoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CriarEdicao"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EdicaoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"criarEdicao"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EdicaoDetalhe"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EdicaoDetalhe"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Edicao"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"programa"}},{"kind":"Field","name":{"kind":"Name","value":"programaDados"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}}]}}]}}]} as unknown as DocumentNode<CriarEdicaoMutation, CriarEdicaoMutationVariables>;
export const AtualizarEdicaoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AtualizarEdicao"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EdicaoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"atualizarEdicao"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EdicaoDetalhe"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EdicaoDetalhe"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Edicao"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"programa"}},{"kind":"Field","name":{"kind":"Name","value":"programaDados"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}}]}}]}}]} as unknown as DocumentNode<AtualizarEdicaoMutation, AtualizarEdicaoMutationVariables>;
export const ExcluirEdicaoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExcluirEdicao"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"excluirEdicao"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ExcluirEdicaoMutation, ExcluirEdicaoMutationVariables>;
export const CursosAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CursosAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CursoFiltro"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursosAdmin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filtro"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}}},{"kind":"Argument","name":{"kind":"Name","value":"pagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}}},{"kind":"Argument","name":{"kind":"Name","value":"porPagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CursoDetalhe"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaginas"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CursoDetalhe"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Curso"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"programa"}},{"kind":"Field","name":{"kind":"Name","value":"edicao"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"cargaHoraria"}},{"kind":"Field","name":{"kind":"Name","value":"vagas"}},{"kind":"Field","name":{"kind":"Name","value":"dataInicio"}},{"kind":"Field","name":{"kind":"Name","value":"dataFim"}},{"kind":"Field","name":{"kind":"Name","value":"periodo"}},{"kind":"Field","name":{"kind":"Name","value":"local"}},{"kind":"Field","name":{"kind":"Name","value":"docente"}},{"kind":"Field","name":{"kind":"Name","value":"modalidade"}},{"kind":"Field","name":{"kind":"Name","value":"localidade"}},{"kind":"Field","name":{"kind":"Name","value":"tipoDocente"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"tipoTransmissao"}},{"kind":"Field","name":{"kind":"Name","value":"vagasRestantes"}},{"kind":"Field","name":{"kind":"Name","value":"edicaoDados"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"horarios"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"turno"}},{"kind":"Field","name":{"kind":"Name","value":"horarioInicial"}},{"kind":"Field","name":{"kind":"Name","value":"horarioFinal"}}]}}]}}]} as unknown as DocumentNode<CursosAdminQuery, CursosAdminQueryVariables>;
export const CursoAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CursoAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursoAdmin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CursoDetalhe"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CursoDetalhe"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Curso"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"programa"}},{"kind":"Field","name":{"kind":"Name","value":"edicao"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"cargaHoraria"}},{"kind":"Field","name":{"kind":"Name","value":"vagas"}},{"kind":"Field","name":{"kind":"Name","value":"dataInicio"}},{"kind":"Field","name":{"kind":"Name","value":"dataFim"}},{"kind":"Field","name":{"kind":"Name","value":"periodo"}},{"kind":"Field","name":{"kind":"Name","value":"local"}},{"kind":"Field","name":{"kind":"Name","value":"docente"}},{"kind":"Field","name":{"kind":"Name","value":"modalidade"}},{"kind":"Field","name":{"kind":"Name","value":"localidade"}},{"kind":"Field","name":{"kind":"Name","value":"tipoDocente"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"tipoTransmissao"}},{"kind":"Field","name":{"kind":"Name","value":"vagasRestantes"}},{"kind":"Field","name":{"kind":"Name","value":"edicaoDados"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"horarios"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"turno"}},{"kind":"Field","name":{"kind":"Name","value":"horarioInicial"}},{"kind":"Field","name":{"kind":"Name","value":"horarioFinal"}}]}}]}}]} as unknown as DocumentNode<CursoAdminQuery, CursoAdminQueryVariables>;
export const CriarCursoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CriarCurso"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CursoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"criarCurso"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CursoDetalhe"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CursoDetalhe"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Curso"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"programa"}},{"kind":"Field","name":{"kind":"Name","value":"edicao"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"cargaHoraria"}},{"kind":"Field","name":{"kind":"Name","value":"vagas"}},{"kind":"Field","name":{"kind":"Name","value":"dataInicio"}},{"kind":"Field","name":{"kind":"Name","value":"dataFim"}},{"kind":"Field","name":{"kind":"Name","value":"periodo"}},{"kind":"Field","name":{"kind":"Name","value":"local"}},{"kind":"Field","name":{"kind":"Name","value":"docente"}},{"kind":"Field","name":{"kind":"Name","value":"modalidade"}},{"kind":"Field","name":{"kind":"Name","value":"localidade"}},{"kind":"Field","name":{"kind":"Name","value":"tipoDocente"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"tipoTransmissao"}},{"kind":"Field","name":{"kind":"Name","value":"vagasRestantes"}},{"kind":"Field","name":{"kind":"Name","value":"edicaoDados"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"horarios"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"turno"}},{"kind":"Field","name":{"kind":"Name","value":"horarioInicial"}},{"kind":"Field","name":{"kind":"Name","value":"horarioFinal"}}]}}]}}]} as unknown as DocumentNode<CriarCursoMutation, CriarCursoMutationVariables>;
export const AtualizarCursoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AtualizarCurso"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CursoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"atualizarCurso"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CursoDetalhe"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CursoDetalhe"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Curso"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"programa"}},{"kind":"Field","name":{"kind":"Name","value":"edicao"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"cargaHoraria"}},{"kind":"Field","name":{"kind":"Name","value":"vagas"}},{"kind":"Field","name":{"kind":"Name","value":"dataInicio"}},{"kind":"Field","name":{"kind":"Name","value":"dataFim"}},{"kind":"Field","name":{"kind":"Name","value":"periodo"}},{"kind":"Field","name":{"kind":"Name","value":"local"}},{"kind":"Field","name":{"kind":"Name","value":"docente"}},{"kind":"Field","name":{"kind":"Name","value":"modalidade"}},{"kind":"Field","name":{"kind":"Name","value":"localidade"}},{"kind":"Field","name":{"kind":"Name","value":"tipoDocente"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"tipoTransmissao"}},{"kind":"Field","name":{"kind":"Name","value":"vagasRestantes"}},{"kind":"Field","name":{"kind":"Name","value":"edicaoDados"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"horarios"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"turno"}},{"kind":"Field","name":{"kind":"Name","value":"horarioInicial"}},{"kind":"Field","name":{"kind":"Name","value":"horarioFinal"}}]}}]}}]} as unknown as DocumentNode<AtualizarCursoMutation, AtualizarCursoMutationVariables>;
export const ExcluirCursoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExcluirCurso"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"excluirCurso"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ExcluirCursoMutation, ExcluirCursoMutationVariables>;
export const OpcoesEscolaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OpcoesEscola"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"programasAdmin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pagina"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"porPagina"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"edicoesAdmin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pagina"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"porPagina"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}}]}}]}}]}}]} as unknown as DocumentNode<OpcoesEscolaQuery, OpcoesEscolaQueryVariables>;
export const InscritosCursoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InscritosCurso"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cursoId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"termo"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inscritosCurso"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"cursoId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cursoId"}}},{"kind":"Argument","name":{"kind":"Name","value":"termo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"termo"}}},{"kind":"Argument","name":{"kind":"Name","value":"pagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}}},{"kind":"Argument","name":{"kind":"Name","value":"porPagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"certificado"}},{"kind":"Field","name":{"kind":"Name","value":"codigoCertificado"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaginas"}}]}}]}}]} as unknown as DocumentNode<InscritosCursoQuery, InscritosCursoQueryVariables>;
export const AlterarStatusInscricaoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AlterarStatusInscricao"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cursoId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"inscricaoId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"alterarStatusInscricao"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"cursoId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cursoId"}}},{"kind":"Argument","name":{"kind":"Name","value":"inscricaoId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"inscricaoId"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusDescricao"}}]}}]}}]} as unknown as DocumentNode<AlterarStatusInscricaoMutation, AlterarStatusInscricaoMutationVariables>;
export const GerarCertificadosDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GerarCertificados"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cursoId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gerarCertificados"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"cursoId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cursoId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mensagem"}},{"kind":"Field","name":{"kind":"Name","value":"quantidade"}}]}}]}}]} as unknown as DocumentNode<GerarCertificadosMutation, GerarCertificadosMutationVariables>;
export const ExcluirCertificadoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExcluirCertificado"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"inscricaoId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"excluirCertificado"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"inscricaoId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"inscricaoId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mensagem"}},{"kind":"Field","name":{"kind":"Name","value":"quantidade"}}]}}]}}]} as unknown as DocumentNode<ExcluirCertificadoMutation, ExcluirCertificadoMutationVariables>;
export const RelatorioInscritosDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RelatorioInscritos"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cursoId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"relatorioInscritos"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"cursoId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cursoId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"conteudoBase64"}}]}}]}}]} as unknown as DocumentNode<RelatorioInscritosQuery, RelatorioInscritosQueryVariables>;
export const SolicitacoesFaleConoscoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SolicitacoesFaleConosco"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"FaleConoscoFiltro"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"solicitacoesFaleConosco"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filtro"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}}},{"kind":"Argument","name":{"kind":"Name","value":"pagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}}},{"kind":"Argument","name":{"kind":"Name","value":"porPagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"protocolo"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"assunto"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaginas"}}]}}]}}]} as unknown as DocumentNode<SolicitacoesFaleConoscoQuery, SolicitacoesFaleConoscoQueryVariables>;
export const SolicitacaoFaleConoscoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SolicitacaoFaleConosco"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"solicitacaoFaleConosco"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"protocolo"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"telefone"}},{"kind":"Field","name":{"kind":"Name","value":"assunto"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"mensagem"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"respostaConteudo"}},{"kind":"Field","name":{"kind":"Name","value":"respondidaEm"}},{"kind":"Field","name":{"kind":"Name","value":"respondidaPor"}},{"kind":"Field","name":{"kind":"Name","value":"pdfRespostaSolicitacao"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}}]}}]}}]}}]} as unknown as DocumentNode<SolicitacaoFaleConoscoQuery, SolicitacaoFaleConoscoQueryVariables>;
export const ResponderFaleConoscoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResponderFaleConosco"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RespostaFaleConoscoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"responderFaleConosco"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"respostaConteudo"}},{"kind":"Field","name":{"kind":"Name","value":"respondidaEm"}},{"kind":"Field","name":{"kind":"Name","value":"respondidaPor"}},{"kind":"Field","name":{"kind":"Name","value":"pdfRespostaSolicitacao"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}}]}}]}}]}}]} as unknown as DocumentNode<ResponderFaleConoscoMutation, ResponderFaleConoscoMutationVariables>;
export const GaleriasAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GaleriasAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"GaleriaAdminFiltro"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"galeriasAdmin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filtro"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}}},{"kind":"Argument","name":{"kind":"Name","value":"pagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}}},{"kind":"Argument","name":{"kind":"Name","value":"porPagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"situacao"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"relacionadoNome"}},{"kind":"Field","name":{"kind":"Name","value":"categoria"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}}]}},{"kind":"Field","name":{"kind":"Name","value":"capa"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"imagem"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"miniatura"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"largura"},"value":{"kind":"IntValue","value":"320"}}]}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaginas"}}]}}]}}]} as unknown as DocumentNode<GaleriasAdminQuery, GaleriasAdminQueryVariables>;
export const GaleriaAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GaleriaAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"galeriaAdmin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GaleriaDetalhe"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GaleriaDetalhe"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Galeria"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"situacao"}},{"kind":"Field","name":{"kind":"Name","value":"relacionadoId"}},{"kind":"Field","name":{"kind":"Name","value":"relacionadoNome"}},{"kind":"Field","name":{"kind":"Name","value":"ultimoCredito"}},{"kind":"Field","name":{"kind":"Name","value":"urlSufixo"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"categoria"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tipoRelacionado"}}]}},{"kind":"Field","name":{"kind":"Name","value":"capa"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"imagem"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"miniatura"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"largura"},"value":{"kind":"IntValue","value":"320"}}]}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"galeriaImagens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"credito"}},{"kind":"Field","name":{"kind":"Name","value":"capa"}},{"kind":"Field","name":{"kind":"Name","value":"ordem"}},{"kind":"Field","name":{"kind":"Name","value":"imagem"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"miniatura"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"largura"},"value":{"kind":"IntValue","value":"160"}}]}]}}]}}]}}]} as unknown as DocumentNode<GaleriaAdminQuery, GaleriaAdminQueryVariables>;
export const OpcoesGaleriaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OpcoesGaleria"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"galeriaCategorias"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"porPagina"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tipoRelacionado"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"deputados"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"porPagina"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"comissoes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"porPagina"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}}]}}]}}]}}]} as unknown as DocumentNode<OpcoesGaleriaQuery, OpcoesGaleriaQueryVariables>;
export const CriarGaleriaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CriarGaleria"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GaleriaInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"criarGaleria"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GaleriaDetalhe"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GaleriaDetalhe"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Galeria"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"situacao"}},{"kind":"Field","name":{"kind":"Name","value":"relacionadoId"}},{"kind":"Field","name":{"kind":"Name","value":"relacionadoNome"}},{"kind":"Field","name":{"kind":"Name","value":"ultimoCredito"}},{"kind":"Field","name":{"kind":"Name","value":"urlSufixo"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"categoria"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tipoRelacionado"}}]}},{"kind":"Field","name":{"kind":"Name","value":"capa"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"imagem"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"miniatura"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"largura"},"value":{"kind":"IntValue","value":"320"}}]}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"galeriaImagens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"credito"}},{"kind":"Field","name":{"kind":"Name","value":"capa"}},{"kind":"Field","name":{"kind":"Name","value":"ordem"}},{"kind":"Field","name":{"kind":"Name","value":"imagem"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"miniatura"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"largura"},"value":{"kind":"IntValue","value":"160"}}]}]}}]}}]}}]} as unknown as DocumentNode<CriarGaleriaMutation, CriarGaleriaMutationVariables>;
export const AtualizarGaleriaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AtualizarGaleria"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GaleriaInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"atualizarGaleria"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GaleriaDetalhe"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GaleriaDetalhe"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Galeria"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"situacao"}},{"kind":"Field","name":{"kind":"Name","value":"relacionadoId"}},{"kind":"Field","name":{"kind":"Name","value":"relacionadoNome"}},{"kind":"Field","name":{"kind":"Name","value":"ultimoCredito"}},{"kind":"Field","name":{"kind":"Name","value":"urlSufixo"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"categoria"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tipoRelacionado"}}]}},{"kind":"Field","name":{"kind":"Name","value":"capa"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"imagem"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"miniatura"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"largura"},"value":{"kind":"IntValue","value":"320"}}]}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"galeriaImagens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"credito"}},{"kind":"Field","name":{"kind":"Name","value":"capa"}},{"kind":"Field","name":{"kind":"Name","value":"ordem"}},{"kind":"Field","name":{"kind":"Name","value":"imagem"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"miniatura"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"largura"},"value":{"kind":"IntValue","value":"160"}}]}]}}]}}]}}]} as unknown as DocumentNode<AtualizarGaleriaMutation, AtualizarGaleriaMutationVariables>;
export const ExcluirGaleriaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExcluirGaleria"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"excluirGaleria"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ExcluirGaleriaMutation, ExcluirGaleriaMutationVariables>;
export const AlterarSituacaoGaleriaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AlterarSituacaoGaleria"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"situacao"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SituacaoGaleria"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"alterarSituacaoGaleria"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"situacao"},"value":{"kind":"Variable","name":{"kind":"Name","value":"situacao"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"situacao"}}]}}]}}]} as unknown as DocumentNode<AlterarSituacaoGaleriaMutation, AlterarSituacaoGaleriaMutationVariables>;
export const SalvarImagemGaleriaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SalvarImagemGaleria"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GaleriaImagemInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"salvarImagemGaleria"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<SalvarImagemGaleriaMutation, SalvarImagemGaleriaMutationVariables>;
export const ImportacaoDeConjuntoAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ImportacaoDeConjuntoAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importacaoDeConjunto"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"conjunto"}},{"kind":"Field","name":{"kind":"Name","value":"nomeArquivo"}},{"kind":"Field","name":{"kind":"Name","value":"situacao"}},{"kind":"Field","name":{"kind":"Name","value":"sha256"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"percentual"}},{"kind":"Field","name":{"kind":"Name","value":"linhasProcessadas"}},{"kind":"Field","name":{"kind":"Name","value":"totalLinhas"}},{"kind":"Field","name":{"kind":"Name","value":"adicionadas"}},{"kind":"Field","name":{"kind":"Name","value":"alteradas"}},{"kind":"Field","name":{"kind":"Name","value":"removidas"}},{"kind":"Field","name":{"kind":"Name","value":"periodos"}},{"kind":"Field","name":{"kind":"Name","value":"mensagem"}},{"kind":"Field","name":{"kind":"Name","value":"totalErros"}},{"kind":"Field","name":{"kind":"Name","value":"erros"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"linha"}},{"kind":"Field","name":{"kind":"Name","value":"coluna"}},{"kind":"Field","name":{"kind":"Name","value":"mensagem"}}]}},{"kind":"Field","name":{"kind":"Name","value":"previa"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"colunas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cabecalho"}},{"kind":"Field","name":{"kind":"Name","value":"rotulo"}},{"kind":"Field","name":{"kind":"Name","value":"posicao"}},{"kind":"Field","name":{"kind":"Name","value":"obrigatoria"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ignoradas"}},{"kind":"Field","name":{"kind":"Name","value":"linhas"}}]}}]}}]}}]} as unknown as DocumentNode<ImportacaoDeConjuntoAdminQuery, ImportacaoDeConjuntoAdminQueryVariables>;
export const ConfirmarImportacaoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmarImportacao"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmarImportacao"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"situacao"}},{"kind":"Field","name":{"kind":"Name","value":"mensagem"}}]}}]}}]} as unknown as DocumentNode<ConfirmarImportacaoMutation, ConfirmarImportacaoMutationVariables>;
export const ImprensasExternasDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ImprensasExternas"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ImprensaExternaFiltro"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"imprensasExternas"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filtro"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}}},{"kind":"Argument","name":{"kind":"Name","value":"pagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}}},{"kind":"Argument","name":{"kind":"Name","value":"porPagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"cpf"}},{"kind":"Field","name":{"kind":"Name","value":"veiculo"}},{"kind":"Field","name":{"kind":"Name","value":"rotuloTipoVeiculo"}},{"kind":"Field","name":{"kind":"Name","value":"funcao"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaginas"}}]}}]}}]} as unknown as DocumentNode<ImprensasExternasQuery, ImprensasExternasQueryVariables>;
export const ImprensaExternaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ImprensaExterna"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"imprensaExterna"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"cpf"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"telefone"}},{"kind":"Field","name":{"kind":"Name","value":"veiculo"}},{"kind":"Field","name":{"kind":"Name","value":"rotuloTipoVeiculo"}},{"kind":"Field","name":{"kind":"Name","value":"funcao"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<ImprensaExternaQuery, ImprensaExternaQueryVariables>;
export const LegislaturasAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LegislaturasAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"LegislaturaFiltro"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"legislaturasAdmin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filtro"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}}},{"kind":"Argument","name":{"kind":"Name","value":"pagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}}},{"kind":"Argument","name":{"kind":"Name","value":"porPagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"numero"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"anoInicio"}},{"kind":"Field","name":{"kind":"Name","value":"anoFim"}},{"kind":"Field","name":{"kind":"Name","value":"atual"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"tipoDescricao"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaginas"}}]}}]}}]} as unknown as DocumentNode<LegislaturasAdminQuery, LegislaturasAdminQueryVariables>;
export const LegislaturaAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LegislaturaAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"legislaturaAdmin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LegislaturaDetalhe"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LegislaturaDetalhe"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Legislatura"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"numero"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"anoInicio"}},{"kind":"Field","name":{"kind":"Name","value":"anoFim"}},{"kind":"Field","name":{"kind":"Name","value":"atual"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"tipoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"deputadoLegislaturas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dataInicio"}},{"kind":"Field","name":{"kind":"Name","value":"deputado"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}}]}},{"kind":"Field","name":{"kind":"Name","value":"partido"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sigla"}}]}}]}}]}}]} as unknown as DocumentNode<LegislaturaAdminQuery, LegislaturaAdminQueryVariables>;
export const CriarLegislaturaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CriarLegislatura"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LegislaturaInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"criarLegislatura"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LegislaturaDetalhe"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LegislaturaDetalhe"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Legislatura"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"numero"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"anoInicio"}},{"kind":"Field","name":{"kind":"Name","value":"anoFim"}},{"kind":"Field","name":{"kind":"Name","value":"atual"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"tipoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"deputadoLegislaturas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dataInicio"}},{"kind":"Field","name":{"kind":"Name","value":"deputado"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}}]}},{"kind":"Field","name":{"kind":"Name","value":"partido"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sigla"}}]}}]}}]}}]} as unknown as DocumentNode<CriarLegislaturaMutation, CriarLegislaturaMutationVariables>;
export const AtualizarLegislaturaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AtualizarLegislatura"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LegislaturaInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"atualizarLegislatura"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LegislaturaDetalhe"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LegislaturaDetalhe"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Legislatura"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"numero"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"anoInicio"}},{"kind":"Field","name":{"kind":"Name","value":"anoFim"}},{"kind":"Field","name":{"kind":"Name","value":"atual"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"tipoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"deputadoLegislaturas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dataInicio"}},{"kind":"Field","name":{"kind":"Name","value":"deputado"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}}]}},{"kind":"Field","name":{"kind":"Name","value":"partido"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sigla"}}]}}]}}]}}]} as unknown as DocumentNode<AtualizarLegislaturaMutation, AtualizarLegislaturaMutationVariables>;
export const ExcluirLegislaturaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExcluirLegislatura"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"excluirLegislatura"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ExcluirLegislaturaMutation, ExcluirLegislaturaMutationVariables>;
export const OpcoesLegislaturaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OpcoesLegislatura"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tiposLegislatura"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deputados"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pagina"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"porPagina"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"partido"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sigla"}}]}}]}}]}}]}}]} as unknown as DocumentNode<OpcoesLegislaturaQuery, OpcoesLegislaturaQueryVariables>;
export const DeputadosAtivosDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DeputadosAtivos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deputados"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filtro"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"ativo"},"value":{"kind":"BooleanValue","value":true}}]}},{"kind":"Argument","name":{"kind":"Name","value":"pagina"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"porPagina"},"value":{"kind":"IntValue","value":"41"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}}]}}]}}]}}]} as unknown as DocumentNode<DeputadosAtivosQuery, DeputadosAtivosQueryVariables>;
export const GabineteDoUsuarioDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GabineteDoUsuario"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lotacaoAtiva"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"deputado"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}}]}}]}}]}}]} as unknown as DocumentNode<GabineteDoUsuarioQuery, GabineteDoUsuarioQueryVariables>;
export const GaleriasParaNoticiaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GaleriasParaNoticia"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"termo"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"galeriasParaNoticia"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"termo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"termo"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}}]}}]}}]} as unknown as DocumentNode<GaleriasParaNoticiaQuery, GaleriasParaNoticiaQueryVariables>;
export const NoticiasAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NoticiasAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"NoticiaAdminFiltro"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"noticiasAdmin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filtro"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}}},{"kind":"Argument","name":{"kind":"Name","value":"pagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}}},{"kind":"Argument","name":{"kind":"Name","value":"porPagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"resumo"}},{"kind":"Field","name":{"kind":"Name","value":"categoria"}},{"kind":"Field","name":{"kind":"Name","value":"destaqueNivel"}},{"kind":"Field","name":{"kind":"Name","value":"destaqueSlot"}},{"kind":"Field","name":{"kind":"Name","value":"publicada"}},{"kind":"Field","name":{"kind":"Name","value":"publicadaEm"}},{"kind":"Field","name":{"kind":"Name","value":"usuarioCriador"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"imagem"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"miniatura"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"largura"},"value":{"kind":"IntValue","value":"400"}}]}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaginas"}}]}}]}}]} as unknown as DocumentNode<NoticiasAdminQuery, NoticiasAdminQueryVariables>;
export const NoticiaAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NoticiaAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"noticiaAdmin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"resumo"}},{"kind":"Field","name":{"kind":"Name","value":"conteudo"}},{"kind":"Field","name":{"kind":"Name","value":"fonte"}},{"kind":"Field","name":{"kind":"Name","value":"categoria"}},{"kind":"Field","name":{"kind":"Name","value":"destaqueNivel"}},{"kind":"Field","name":{"kind":"Name","value":"destaqueSlot"}},{"kind":"Field","name":{"kind":"Name","value":"destaqueDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"imagemAlt"}},{"kind":"Field","name":{"kind":"Name","value":"imagemLegenda"}},{"kind":"Field","name":{"kind":"Name","value":"publicada"}},{"kind":"Field","name":{"kind":"Name","value":"publicadaEm"}},{"kind":"Field","name":{"kind":"Name","value":"urlSufixo"}},{"kind":"Field","name":{"kind":"Name","value":"galeriaId"}},{"kind":"Field","name":{"kind":"Name","value":"usuarioCriador"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"imagem"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"miniatura"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"largura"},"value":{"kind":"IntValue","value":"400"}}]},{"kind":"Field","name":{"kind":"Name","value":"nome"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deputado"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}}]}},{"kind":"Field","name":{"kind":"Name","value":"historico"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acao"}},{"kind":"Field","name":{"kind":"Name","value":"usuario"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<NoticiaAdminQuery, NoticiaAdminQueryVariables>;
export const CriarNoticiaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CriarNoticia"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NoticiaInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"criarNoticia"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CriarNoticiaMutation, CriarNoticiaMutationVariables>;
export const AtualizarNoticiaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AtualizarNoticia"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NoticiaInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"atualizarNoticia"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AtualizarNoticiaMutation, AtualizarNoticiaMutationVariables>;
export const ExcluirNoticiaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExcluirNoticia"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"excluirNoticia"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ExcluirNoticiaMutation, ExcluirNoticiaMutationVariables>;
export const PublicarNoticiaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PublicarNoticia"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dataPublicacao"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicarNoticia"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"dataPublicacao"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dataPublicacao"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"publicada"}},{"kind":"Field","name":{"kind":"Name","value":"publicadaEm"}}]}}]}}]} as unknown as DocumentNode<PublicarNoticiaMutation, PublicarNoticiaMutationVariables>;
export const DespublicarNoticiaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DespublicarNoticia"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"despublicarNoticia"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"publicada"}},{"kind":"Field","name":{"kind":"Name","value":"publicadaEm"}}]}}]}}]} as unknown as DocumentNode<DespublicarNoticiaMutation, DespublicarNoticiaMutationVariables>;
export const DestaquesOcupadosDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DestaquesOcupados"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"destaquesNoticias"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"destaqueNivel"}},{"kind":"Field","name":{"kind":"Name","value":"destaqueSlot"}}]}}]}}]} as unknown as DocumentNode<DestaquesOcupadosQuery, DestaquesOcupadosQueryVariables>;
export const ConfiguracaoNoticiasDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConfiguracaoNoticias"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"configuracaoNoticias"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fontePadrao"}},{"kind":"Field","name":{"kind":"Name","value":"categoriaPadrao"}}]}}]}}]} as unknown as DocumentNode<ConfiguracaoNoticiasQuery, ConfiguracaoNoticiasQueryVariables>;
export const RemuneracoesAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RemuneracoesAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"RemuneracaoFiltro"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"remuneracoes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filtro"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}}},{"kind":"Argument","name":{"kind":"Name","value":"pagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}}},{"kind":"Argument","name":{"kind":"Name","value":"porPagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"matricula"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"cargo"}},{"kind":"Field","name":{"kind":"Name","value":"vinculo"}},{"kind":"Field","name":{"kind":"Name","value":"categoria"}},{"kind":"Field","name":{"kind":"Name","value":"lotacao"}},{"kind":"Field","name":{"kind":"Name","value":"gabinete"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"mes"}},{"kind":"Field","name":{"kind":"Name","value":"brutoFormatado"}},{"kind":"Field","name":{"kind":"Name","value":"descontosFormatado"}},{"kind":"Field","name":{"kind":"Name","value":"liquidoFormatado"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaginas"}}]}}]}}]} as unknown as DocumentNode<RemuneracoesAdminQuery, RemuneracoesAdminQueryVariables>;
export const RemuneracaoAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RemuneracaoAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"remuneracao"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"matricula"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"cargo"}},{"kind":"Field","name":{"kind":"Name","value":"vinculo"}},{"kind":"Field","name":{"kind":"Name","value":"categoria"}},{"kind":"Field","name":{"kind":"Name","value":"lotacao"}},{"kind":"Field","name":{"kind":"Name","value":"gabinete"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"mes"}},{"kind":"Field","name":{"kind":"Name","value":"remuneracaoBasica"}},{"kind":"Field","name":{"kind":"Name","value":"vantagens"}},{"kind":"Field","name":{"kind":"Name","value":"indenizacoes"}},{"kind":"Field","name":{"kind":"Name","value":"bruto"}},{"kind":"Field","name":{"kind":"Name","value":"descontos"}},{"kind":"Field","name":{"kind":"Name","value":"liquido"}},{"kind":"Field","name":{"kind":"Name","value":"brutoFormatado"}},{"kind":"Field","name":{"kind":"Name","value":"descontosFormatado"}},{"kind":"Field","name":{"kind":"Name","value":"liquidoFormatado"}}]}}]}}]} as unknown as DocumentNode<RemuneracaoAdminQuery, RemuneracaoAdminQueryVariables>;
export const ExcluirRemuneracaoAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExcluirRemuneracaoAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"excluirRemuneracao"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ExcluirRemuneracaoAdminMutation, ExcluirRemuneracaoAdminMutationVariables>;
export const SolicitacoesInformacaoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SolicitacoesInformacao"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SolicitacaoInformacaoFiltro"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"solicitacoesInformacao"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filtro"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}}},{"kind":"Argument","name":{"kind":"Name","value":"pagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}}},{"kind":"Argument","name":{"kind":"Name","value":"porPagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"protocolo"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"recebidaEm"}},{"kind":"Field","name":{"kind":"Name","value":"prazo"}},{"kind":"Field","name":{"kind":"Name","value":"prorrogada"}},{"kind":"Field","name":{"kind":"Name","value":"situacaoDoPrazo"}},{"kind":"Field","name":{"kind":"Name","value":"rotuloSituacaoDoPrazo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaginas"}}]}}]}}]} as unknown as DocumentNode<SolicitacoesInformacaoQuery, SolicitacoesInformacaoQueryVariables>;
export const SolicitacaoInformacaoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SolicitacaoInformacao"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"solicitacaoInformacao"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"protocolo"}},{"kind":"Field","name":{"kind":"Name","value":"tipoPessoa"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"telefone"}},{"kind":"Field","name":{"kind":"Name","value":"genero"}},{"kind":"Field","name":{"kind":"Name","value":"escolaridade"}},{"kind":"Field","name":{"kind":"Name","value":"ocupacao"}},{"kind":"Field","name":{"kind":"Name","value":"objetivo"}},{"kind":"Field","name":{"kind":"Name","value":"pedido"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"recebidaEm"}},{"kind":"Field","name":{"kind":"Name","value":"prazo"}},{"kind":"Field","name":{"kind":"Name","value":"prorrogada"}},{"kind":"Field","name":{"kind":"Name","value":"situacaoDoPrazo"}},{"kind":"Field","name":{"kind":"Name","value":"rotuloSituacaoDoPrazo"}},{"kind":"Field","name":{"kind":"Name","value":"justificativaProrrogacao"}},{"kind":"Field","name":{"kind":"Name","value":"resposta"}},{"kind":"Field","name":{"kind":"Name","value":"decisao"}},{"kind":"Field","name":{"kind":"Name","value":"motivoNegativa"}},{"kind":"Field","name":{"kind":"Name","value":"respondidaEm"}},{"kind":"Field","name":{"kind":"Name","value":"respondidaPor"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"pdfResposta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recursos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"instancia"}},{"kind":"Field","name":{"kind":"Name","value":"razoes"}},{"kind":"Field","name":{"kind":"Name","value":"prazo"}},{"kind":"Field","name":{"kind":"Name","value":"resposta"}},{"kind":"Field","name":{"kind":"Name","value":"decisao"}},{"kind":"Field","name":{"kind":"Name","value":"respondidoEm"}},{"kind":"Field","name":{"kind":"Name","value":"respondidoPor"}}]}}]}}]}}]} as unknown as DocumentNode<SolicitacaoInformacaoQuery, SolicitacaoInformacaoQueryVariables>;
export const ProrrogarSolicitacaoInformacaoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProrrogarSolicitacaoInformacao"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"justificativa"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"prorrogarSolicitacaoInformacao"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"justificativa"},"value":{"kind":"Variable","name":{"kind":"Name","value":"justificativa"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"prazo"}},{"kind":"Field","name":{"kind":"Name","value":"prorrogada"}},{"kind":"Field","name":{"kind":"Name","value":"justificativaProrrogacao"}}]}}]}}]} as unknown as DocumentNode<ProrrogarSolicitacaoInformacaoMutation, ProrrogarSolicitacaoInformacaoMutationVariables>;
export const ResponderSolicitacaoInformacaoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResponderSolicitacaoInformacao"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RespostaSolicitacaoInformacaoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"responderSolicitacaoInformacao"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"prazo"}},{"kind":"Field","name":{"kind":"Name","value":"resposta"}},{"kind":"Field","name":{"kind":"Name","value":"decisao"}},{"kind":"Field","name":{"kind":"Name","value":"motivoNegativa"}},{"kind":"Field","name":{"kind":"Name","value":"pdfResposta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}}]}}]}}]}}]} as unknown as DocumentNode<ResponderSolicitacaoInformacaoMutation, ResponderSolicitacaoInformacaoMutationVariables>;
export const ResponderRecursoInformacaoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResponderRecursoInformacao"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RespostaRecursoInformacaoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"responderRecursoInformacao"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"prazo"}},{"kind":"Field","name":{"kind":"Name","value":"recursos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"instancia"}},{"kind":"Field","name":{"kind":"Name","value":"resposta"}},{"kind":"Field","name":{"kind":"Name","value":"decisao"}}]}}]}}]}}]} as unknown as DocumentNode<ResponderRecursoInformacaoMutation, ResponderRecursoInformacaoMutationVariables>;
export const TrabalhosAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TrabalhosAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"estado"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"EstadoTrabalho"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"trabalhos"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"estado"},"value":{"kind":"Variable","name":{"kind":"Name","value":"estado"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fila"}},{"kind":"Field","name":{"kind":"Name","value":"estado"}},{"kind":"Field","name":{"kind":"Name","value":"tentativas"}},{"kind":"Field","name":{"kind":"Name","value":"criadoEm"}},{"kind":"Field","name":{"kind":"Name","value":"iniciadoEm"}},{"kind":"Field","name":{"kind":"Name","value":"concluidoEm"}},{"kind":"Field","name":{"kind":"Name","value":"erro"}}]}}]}}]} as unknown as DocumentNode<TrabalhosAdminQuery, TrabalhosAdminQueryVariables>;
export const RepetirTrabalhoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RepetirTrabalho"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fila"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"repetirTrabalho"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"fila"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fila"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RepetirTrabalhoMutation, RepetirTrabalhoMutationVariables>;
export const UsuariosAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UsuariosAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"UsuarioFiltro"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"usuarios"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filtro"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}}},{"kind":"Argument","name":{"kind":"Name","value":"pagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}}},{"kind":"Argument","name":{"kind":"Name","value":"porPagina"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"pagina"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaginas"}},{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"login"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"ativo"}},{"kind":"Field","name":{"kind":"Name","value":"lotacaoPadrao"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sigla"}}]}},{"kind":"Field","name":{"kind":"Name","value":"vinculos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lotacao"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sigla"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}}]}},{"kind":"Field","name":{"kind":"Name","value":"permissoes"}},{"kind":"Field","name":{"kind":"Name","value":"funcionalidades"}}]}}]}}]}}]}}]} as unknown as DocumentNode<UsuariosAdminQuery, UsuariosAdminQueryVariables>;
export const OpcoesUsuarioAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OpcoesUsuarioAdmin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"catalogoDePermissoes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"permissoes"}},{"kind":"Field","name":{"kind":"Name","value":"funcionalidades"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lotacoes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filtro"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"ativa"},"value":{"kind":"BooleanValue","value":true}}]}},{"kind":"Argument","name":{"kind":"Name","value":"porPagina"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"sigla"}}]}}]}}]}}]} as unknown as DocumentNode<OpcoesUsuarioAdminQuery, OpcoesUsuarioAdminQueryVariables>;
export const CriarUsuarioAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CriarUsuarioAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UsuarioInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"criarUsuario"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CriarUsuarioAdminMutation, CriarUsuarioAdminMutationVariables>;
export const AtualizarUsuarioAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AtualizarUsuarioAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UsuarioAtualizacaoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"atualizarUsuario"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ativo"}}]}}]}}]} as unknown as DocumentNode<AtualizarUsuarioAdminMutation, AtualizarUsuarioAdminMutationVariables>;
export const DefinirVinculoAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DefinirVinculoAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VinculoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"definirVinculo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DefinirVinculoAdminMutation, DefinirVinculoAdminMutationVariables>;
export const EnviarLinkDeSenhaAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EnviarLinkDeSenhaAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enviarLinkDeSenha"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mensagem"}}]}}]}}]} as unknown as DocumentNode<EnviarLinkDeSenhaAdminMutation, EnviarLinkDeSenhaAdminMutationVariables>;
export const ValidarCodigoSenhaEquipeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ValidarCodigoSenhaEquipe"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"codigo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"validarCodigoSenhaEquipe"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"codigo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"codigo"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mensagem"}},{"kind":"Field","name":{"kind":"Name","value":"login"}}]}}]}}]} as unknown as DocumentNode<ValidarCodigoSenhaEquipeMutation, ValidarCodigoSenhaEquipeMutationVariables>;
export const DefinirSenhaEquipeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DefinirSenhaEquipe"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"codigo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"senha"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"definirSenhaEquipe"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"codigo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"codigo"}}},{"kind":"Argument","name":{"kind":"Name","value":"senha"},"value":{"kind":"Variable","name":{"kind":"Name","value":"senha"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mensagem"}}]}}]}}]} as unknown as DocumentNode<DefinirSenhaEquipeMutation, DefinirSenhaEquipeMutationVariables>;
export const PainelNoticiasARevisarDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PainelNoticiasARevisar"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"noticiasAdmin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filtro"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"status"},"value":{"kind":"EnumValue","value":"a_revisar"}}]}},{"kind":"Argument","name":{"kind":"Name","value":"pagina"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"porPagina"},"value":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"usuarioCriador"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]} as unknown as DocumentNode<PainelNoticiasARevisarQuery, PainelNoticiasARevisarQueryVariables>;
export const PainelFaleConoscoAguardandoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PainelFaleConoscoAguardando"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"solicitacoesFaleConosco"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filtro"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"status"},"value":{"kind":"EnumValue","value":"aguardando_resposta"}}]}},{"kind":"Argument","name":{"kind":"Name","value":"pagina"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"porPagina"},"value":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"protocolo"}},{"kind":"Field","name":{"kind":"Name","value":"assunto"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]} as unknown as DocumentNode<PainelFaleConoscoAguardandoQuery, PainelFaleConoscoAguardandoQueryVariables>;
export const ContadoresMenuDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContadoresMenu"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contadoresMenu"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"faleConosco"}},{"kind":"Field","name":{"kind":"Name","value":"agenda"}},{"kind":"Field","name":{"kind":"Name","value":"galeria"}},{"kind":"Field","name":{"kind":"Name","value":"noticias"}}]}}]}}]} as unknown as DocumentNode<ContadoresMenuQuery, ContadoresMenuQueryVariables>;