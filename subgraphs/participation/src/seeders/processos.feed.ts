/** Demo processes in the legislative system's feed format (docs/participacao.md); fictional, like all demo data. */
export const PROCESSOS_DEMONSTRACAO: Record<string, unknown>[] = [
  {
    "numero": "2025/0412",
    "tipo": "Projeto de Lei",
    "assunto": "Semana Estadual de Conscientização sobre o Autismo",
    "ementa": "Institui, no calendário oficial do Estado, a Semana Estadual de Conscientização sobre o Transtorno do Espectro Autista, a ser realizada anualmente na semana que compreende o dia 2 de abril.",
    "situacao": "Aprovado",
    "etapa": "Sancionado",
    "data_autuacao": "2025-02-11",
    "link_texto_integral": "https://al.go.leg.br/processos/2025-0412/texto-integral.pdf",
    "autores": [
      {
        "nome": "Amélia Carvalhais",
        "deputado_id": 1
      },
      {
        "nome": "Glória Sampaio",
        "deputado_id": 16
      }
    ]
  },
  {
    "numero": "2025/0587",
    "tipo": "Projeto de Lei",
    "assunto": "Dia Estadual do Cerrado nas escolas",
    "ementa": "Dispõe sobre a realização de atividades de educação ambiental sobre o bioma Cerrado nas escolas da rede pública estadual no dia 11 de setembro.",
    "situacao": "Aprovado",
    "etapa": "Sancionado",
    "data_autuacao": "2025-03-04",
    "link_texto_integral": "https://al.go.leg.br/processos/2025-0587/texto-integral.pdf",
    "autores": [
      {
        "nome": "Beatriz Quintela",
        "deputado_id": 3
      }
    ]
  },
  {
    "numero": "2025/0733",
    "tipo": "Projeto de Lei",
    "assunto": "Gratuidade de meia-entrada para doadores de sangue",
    "ementa": "Assegura meia-entrada em eventos culturais e esportivos a doadores regulares de sangue e de medula óssea, mediante comprovação emitida pelo hemocentro.",
    "situacao": "Em tramitação",
    "etapa": "Comissão de Constituição, Justiça e Redação",
    "data_autuacao": "2025-03-27",
    "link_texto_integral": "https://al.go.leg.br/processos/2025-0733/texto-integral.pdf",
    "autores": [
      {
        "nome": "Caio Vilela",
        "deputado_id": 5
      }
    ]
  },
  {
    "numero": "2025/0859",
    "tipo": "Projeto de Lei",
    "assunto": "Placas de orientação em braile nos prédios públicos",
    "ementa": "Obriga a instalação de sinalização tátil e em braile nos prédios da administração pública estadual com atendimento ao público.",
    "situacao": "Aprovado",
    "etapa": "Sancionado",
    "data_autuacao": "2025-04-15",
    "link_texto_integral": "https://al.go.leg.br/processos/2025-0859/texto-integral.pdf",
    "autores": [
      {
        "nome": "Célia Damasceno",
        "deputado_id": 6
      },
      {
        "nome": "Dalva Monteiro",
        "deputado_id": 8
      }
    ]
  },
  {
    "numero": "2025/0964",
    "tipo": "Projeto de Lei",
    "assunto": "Proibição de fogos de artifício com estampido",
    "ementa": "Proíbe a soltura de fogos de artifício e artefatos pirotécnicos que produzam estampido em áreas urbanas, para proteção de pessoas com autismo, idosos e animais.",
    "situacao": "Em tramitação",
    "etapa": "Comissão de Meio Ambiente e Recursos Hídricos",
    "data_autuacao": "2025-05-06",
    "link_texto_integral": "https://al.go.leg.br/processos/2025-0964/texto-integral.pdf",
    "autores": [
      {
        "nome": "Delegado Ronan Peixoto",
        "deputado_id": 9
      }
    ]
  },
  {
    "numero": "2025/1102",
    "tipo": "Projeto de Lei",
    "assunto": "Programa Água na Escola",
    "ementa": "Cria o programa de instalação de bebedouros com filtragem e de cisternas de captação de água da chuva nas escolas estaduais da zona rural.",
    "situacao": "Em tramitação",
    "etapa": "Comissão de Educação, Cultura e Esporte",
    "data_autuacao": "2025-05-29",
    "link_texto_integral": "https://al.go.leg.br/processos/2025-1102/texto-integral.pdf",
    "autores": [
      {
        "nome": "Governadoria do Estado"
      }
    ]
  },
  {
    "numero": "2025/1234",
    "tipo": "Projeto de Lei",
    "assunto": "Transparência nas filas de cirurgias eletivas",
    "ementa": "Determina a publicação, em portal na internet, da lista de espera por cirurgias eletivas nas unidades de saúde estaduais, preservada a identidade dos pacientes.",
    "situacao": "Em tramitação",
    "etapa": "Comissão de Saúde e Promoção Social",
    "data_autuacao": "2025-06-17",
    "link_texto_integral": "https://al.go.leg.br/processos/2025-1234/texto-integral.pdf",
    "autores": [
      {
        "nome": "Dr. Estevão Lacerda",
        "deputado_id": 10
      },
      {
        "nome": "Edna Guimarães",
        "deputado_id": 11
      }
    ]
  },
  {
    "numero": "2025/1378",
    "tipo": "Projeto de Lei",
    "assunto": "Horta comunitária em terrenos públicos ociosos",
    "ementa": "Autoriza a cessão de uso de terrenos públicos estaduais ociosos a associações de moradores para cultivo de hortas comunitárias.",
    "situacao": "Arquivado",
    "etapa": "Arquivo",
    "data_autuacao": "2025-07-08",
    "link_texto_integral": "https://al.go.leg.br/processos/2025-1378/texto-integral.pdf",
    "autores": [
      {
        "nome": "Elias Bittencourt",
        "deputado_id": 12
      }
    ]
  },
  {
    "numero": "2025/1456",
    "tipo": "Projeto de Lei",
    "assunto": "Atendimento prioritário a pessoas com fibromialgia",
    "ementa": "Inclui as pessoas com fibromialgia entre os beneficiários de atendimento prioritário em órgãos públicos e estabelecimentos privados.",
    "situacao": "Aprovado",
    "etapa": "Sancionado",
    "data_autuacao": "2025-07-30",
    "link_texto_integral": "https://al.go.leg.br/processos/2025-1456/texto-integral.pdf",
    "autores": [
      {
        "nome": "Fabiana Toledo",
        "deputado_id": 13
      }
    ]
  },
  {
    "numero": "2025/1590",
    "tipo": "Projeto de Lei",
    "assunto": "Wi-Fi gratuito nos terminais de ônibus metropolitanos",
    "ementa": "Dispõe sobre a oferta de acesso gratuito à internet sem fio nos terminais do transporte coletivo da região metropolitana.",
    "situacao": "Em tramitação",
    "etapa": "Comissão de Transportes",
    "data_autuacao": "2025-08-19",
    "link_texto_integral": "https://al.go.leg.br/processos/2025-1590/texto-integral.pdf",
    "autores": [
      {
        "nome": "Fernando Cavalcante",
        "deputado_id": 14
      }
    ]
  },
  {
    "numero": "2025/1647",
    "tipo": "Projeto de Resolução",
    "assunto": "Selo Empresa Amiga da Mulher",
    "ementa": "Institui selo de reconhecimento a empresas que adotem políticas de equidade salarial e de combate ao assédio no ambiente de trabalho.",
    "situacao": "Em tramitação",
    "etapa": "Mesa Diretora",
    "data_autuacao": "2025-09-09",
    "link_texto_integral": "https://al.go.leg.br/processos/2025-1647/texto-integral.pdf",
    "autores": [
      {
        "nome": "Helena Furtado",
        "deputado_id": 18
      },
      {
        "nome": "Iolanda Prado",
        "deputado_id": 20
      }
    ]
  },
  {
    "numero": "2025/1789",
    "tipo": "Projeto de Lei",
    "assunto": "Castração gratuita de cães e gatos",
    "ementa": "Institui programa estadual de esterilização gratuita de cães e gatos em parceria com os municípios, com prioridade para famílias de baixa renda.",
    "situacao": "Em tramitação",
    "etapa": "Plenário: aguardando votação",
    "data_autuacao": "2025-09-30",
    "link_texto_integral": "https://al.go.leg.br/processos/2025-1789/texto-integral.pdf",
    "autores": [
      {
        "nome": "Gilberto Assunção",
        "deputado_id": 15
      }
    ]
  },
  {
    "numero": "2025/1852",
    "tipo": "Projeto de Lei",
    "assunto": "Reaproveitamento de alimentos em restaurantes",
    "ementa": "Estimula a doação de alimentos próprios para consumo não comercializados por restaurantes e supermercados a entidades assistenciais.",
    "situacao": "Arquivado",
    "etapa": "Arquivo",
    "data_autuacao": "2025-10-21",
    "link_texto_integral": "https://al.go.leg.br/processos/2025-1852/texto-integral.pdf",
    "autores": [
      {
        "nome": "Heitor Magalhães",
        "deputado_id": 17
      }
    ]
  },
  {
    "numero": "2025/1930",
    "tipo": "Projeto de Lei",
    "assunto": "Educação financeira no ensino médio",
    "ementa": "Inclui noções de educação financeira e de prevenção ao superendividamento como tema transversal no ensino médio da rede estadual.",
    "situacao": "Em tramitação",
    "etapa": "Comissão de Educação, Cultura e Esporte",
    "data_autuacao": "2025-11-11",
    "link_texto_integral": "https://al.go.leg.br/processos/2025-1930/texto-integral.pdf",
    "autores": [
      {
        "nome": "Jairo Medeiros",
        "deputado_id": 21
      }
    ]
  },
  {
    "numero": "2026/0107",
    "tipo": "Projeto de Resolução",
    "assunto": "Rotas turísticas da Estrada de Ferro Goiás",
    "ementa": "Cria o roteiro turístico das antigas estações ferroviárias do Estado e prevê a restauração dos prédios históricos das estações.",
    "situacao": "Em tramitação",
    "etapa": "Comissão de Turismo",
    "data_autuacao": "2026-01-20",
    "link_texto_integral": "https://al.go.leg.br/processos/2026-0107/texto-integral.pdf",
    "autores": [
      {
        "nome": "Júlia Albuquerque",
        "deputado_id": 22
      }
    ]
  },
  {
    "numero": "2026/0214",
    "tipo": "Projeto de Lei",
    "assunto": "Desfibriladores em academias e estádios",
    "ementa": "Torna obrigatória a manutenção de desfibrilador externo automático e de pessoal treinado em academias, ginásios e estádios com capacidade acima de mil pessoas.",
    "situacao": "Em tramitação",
    "etapa": "Comissão de Saúde e Promoção Social",
    "data_autuacao": "2026-02-24",
    "link_texto_integral": "https://al.go.leg.br/processos/2026-0214/texto-integral.pdf",
    "autores": [
      {
        "nome": "Kléber Siqueira",
        "deputado_id": 23
      }
    ]
  },
  {
    "numero": "2026/0349",
    "tipo": "Projeto de Lei Complementar",
    "assunto": "Cadastro estadual de cuidadores de idosos",
    "ementa": "Cria cadastro voluntário de cuidadores de idosos, com oferta de cursos de capacitação gratuitos pela rede estadual de educação profissional.",
    "situacao": "Em tramitação",
    "etapa": "Comissão de Constituição, Justiça e Redação",
    "data_autuacao": "2026-04-07",
    "link_texto_integral": "https://al.go.leg.br/processos/2026-0349/texto-integral.pdf",
    "autores": [
      {
        "nome": "Lauro Pimentel",
        "deputado_id": 24
      }
    ]
  },
  {
    "numero": "2026/0488",
    "tipo": "Proposta de Emenda Constitucional",
    "assunto": "Energia solar em prédios públicos",
    "ementa": "Estabelece metas para instalação de sistemas de geração de energia solar fotovoltaica nos prédios da administração pública estadual.",
    "situacao": "Em tramitação",
    "etapa": "Comissão Especial",
    "data_autuacao": "2026-06-16",
    "link_texto_integral": "https://al.go.leg.br/processos/2026-0488/texto-integral.pdf",
    "autores": [
      {
        "nome": "Lúcia Bragança",
        "deputado_id": 25
      },
      {
        "nome": "Antônio Brandão",
        "deputado_id": 2
      },
      {
        "nome": "Benedito Arraes",
        "deputado_id": 4
      }
    ]
  },
  {
    "numero": "2026/0571",
    "tipo": "Projeto de Lei",
    "assunto": "Protocolo contra violência em escolas",
    "ementa": "Institui protocolo de prevenção e resposta a situações de violência nas escolas, com formação de professores e canal de denúncia anônima.",
    "situacao": "Em tramitação",
    "etapa": "Comissão de Segurança Pública",
    "data_autuacao": "2026-08-25",
    "link_texto_integral": "https://al.go.leg.br/processos/2026-0571/texto-integral.pdf",
    "autores": [
      {
        "nome": "Cláudio Parreira",
        "deputado_id": 7
      },
      {
        "nome": "Defensoria Pública do Estado"
      }
    ]
  },
  {
    "numero": "2026/0655",
    "tipo": "Projeto de Lei",
    "assunto": "Feiras da agricultura familiar nos órgãos públicos",
    "ementa": "Autoriza a realização de feiras semanais da agricultura familiar nos estacionamentos dos órgãos públicos estaduais.",
    "situacao": "Em tramitação",
    "etapa": "Comissão de Agricultura, Pecuária e Cooperativismo",
    "data_autuacao": "2026-10-13",
    "link_texto_integral": "https://al.go.leg.br/processos/2026-0655/texto-integral.pdf",
    "autores": [
      {
        "nome": "Irmão Joaquim Falcão",
        "deputado_id": 19
      }
    ]
  }
];
