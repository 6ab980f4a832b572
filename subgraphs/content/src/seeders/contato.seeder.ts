import { soNumerico } from '@alego/catalog';
import type { EntityManager } from '@mikro-orm/core';
import { Seeder } from '@mikro-orm/seeder';
import { Contato, TelefoneContato } from '../modules/contato/contato.entity.js';

type ContatoDeDemonstracao = Pick<Contato, 'nome' | 'tipo' | 'email' | 'localizacao'> & Partial<Pick<Contato, 'responsavel'>> & { telefones: string[]; fax?: string };

/** The contacts directory: invented numbers on the demo switchboard (62) 3221-xxxx. */
const CONTATOS: ContatoDeDemonstracao[] = [
  { nome: 'Ouvidoria', tipo: 'departamento', telefones: ['(62) 3221-3000'], email: 'ouvidoria@example.com', localizacao: 'Térreo, sala 10' },
  { nome: 'Secretaria de Comunicação', tipo: 'departamento', telefones: ['(62) 3221-3100', '(62) 3221-3101'], fax: '(62) 3221-3199', email: 'secom@example.com', localizacao: '2º andar' },
  { nome: 'Diretoria Legislativa', tipo: 'departamento', telefones: ['(62) 3221-3200'], email: 'legislativa@example.com', localizacao: '3º andar' },
  { nome: 'Escola do Legislativo', tipo: 'departamento', telefones: ['(62) 3221-3300'], email: 'escola@example.com', localizacao: 'Anexo I' },
  { nome: 'Gabinete do Deputado Caio Vilela', tipo: 'gabinete', responsavel: 'Caio Vilela', telefones: ['(62) 3221-4101'], email: 'gab.caiovilela@example.com', localizacao: '4º andar, sala 401' },
  { nome: 'Gabinete da Deputada Lívia Amaral', tipo: 'gabinete', responsavel: 'Lívia Amaral', telefones: ['(62) 3221-4102'], fax: '(62) 3221-4199', email: 'gab.liviaamaral@example.com', localizacao: '4º andar, sala 402' },
];

export class ContatoSeeder extends Seeder {
  async run(em: EntityManager): Promise<void> {
    for (const [ordem, { telefones, fax, ...c }] of CONTATOS.entries()) {
      const contato = em.create(Contato, { ...c, ordem });
      // Stored as the admin form stores them, so a save without changes changes nothing.
      const numeros = [...telefones.map((numero) => ({ tipoCd: 'telefone', numero: soNumerico(numero) })), ...(fax ? [{ tipoCd: 'fax', numero: soNumerico(fax) }] : [])];
      for (const [posicao, telefone] of numeros.entries()) em.create(TelefoneContato, { ...telefone, contato, ordem: posicao });
    }
    await em.flush();
  }
}
