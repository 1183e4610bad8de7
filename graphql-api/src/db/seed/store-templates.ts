import type { SeedCard, SeedLanguages } from './sample-data';

export type StoreLevel = 'Principiante' | 'Elemental' | 'Intermedio';
export type StoreTemplateData = {
  id: string;
  name: string;
  description: string;
  level: StoreLevel;
  cards: SeedCard[];
} & SeedLanguages;

/** The store's ready-made English folders (kept server-side; importing copies one into the user's folders). */
export const storeTemplates: StoreTemplateData[] = [
  {
    id: 'ingles-saludos',
    name: 'Inglés: saludos y presentaciones',
    description: 'Frases básicas para saludar, presentarte y despedirte en inglés.',
    level: 'Principiante',
    frontLanguage: 'en-US',
    backLanguage: 'es-ES',
    cards: [
      { front: 'Nice to meet you', back: 'Encantado de conocerte' },
      { front: 'How are you?', back: '¿Cómo estás?' },
      { front: "What's your name?", back: '¿Cómo te llamas?' },
      { front: 'My name is...', back: 'Me llamo...' },
      { front: 'Where are you from?', back: '¿De dónde eres?' },
      { front: "I'm from Spain", back: 'Soy de España' },
      { front: 'Good afternoon', back: 'Buenas tardes' },
      { front: 'Good evening', back: 'Buenas noches (al saludar)' },
      { front: 'See you later', back: 'Hasta luego' },
      { front: 'Have a nice day', back: 'Que tengas un buen día' },
    ],
  },
  {
    id: 'ingles-comida',
    name: 'Inglés: comida y bebida',
    description: 'Vocabulario en inglés para pedir en un restaurante y hablar de comida.',
    level: 'Principiante',
    frontLanguage: 'en-US',
    backLanguage: 'es-ES',
    cards: [
      { front: 'bill', back: 'la cuenta' },
      { front: 'menu', back: 'la carta / el menú' },
      { front: 'waiter', back: 'el camarero / el mesero' },
      { front: 'coffee', back: 'el café' },
      { front: 'orange juice', back: 'el zumo de naranja / el jugo de naranja' },
      { front: 'fish', back: 'el pescado' },
      { front: 'vegetables', back: 'las verduras' },
      { front: 'rice', back: 'el arroz' },
      { front: "I'm hungry", back: 'Tengo hambre' },
      { front: "I'm thirsty", back: 'Tengo sed' },
    ],
  },
  {
    id: 'ingles-viajes',
    name: 'Inglés: viajes y transporte',
    description: 'Palabras y frases en inglés para moverte por aeropuertos, estaciones y hoteles.',
    level: 'Elemental',
    frontLanguage: 'en-US',
    backLanguage: 'es-ES',
    cards: [
      { front: 'airport', back: 'el aeropuerto' },
      { front: 'boarding pass', back: 'la tarjeta de embarque' },
      { front: 'luggage', back: 'el equipaje' },
      { front: 'passport', back: 'el pasaporte' },
      { front: 'train station', back: 'la estación de tren' },
      { front: 'round-trip ticket', back: 'el billete de ida y vuelta / el boleto de ida y vuelta' },
      { front: 'delayed', back: 'retrasado' },
      { front: 'to check in', back: 'facturar / registrarse' },
      { front: 'to miss the bus', back: 'perder el autobús' },
      { front: 'Where is the bus stop?', back: '¿Dónde está la parada de autobús?' },
    ],
  },
  {
    id: 'ingles-trabajo',
    name: 'Inglés: trabajo y oficina',
    description: 'Vocabulario en inglés para el entorno laboral y la vida en la oficina.',
    level: 'Elemental',
    frontLanguage: 'en-US',
    backLanguage: 'es-ES',
    cards: [
      { front: 'meeting', back: 'la reunión' },
      { front: 'boss', back: 'el jefe / la jefa' },
      { front: 'coworker', back: 'el compañero de trabajo' },
      { front: 'salary', back: 'el sueldo / el salario' },
      { front: 'deadline', back: 'la fecha límite' },
      { front: 'schedule', back: 'el horario' },
      { front: 'email', back: 'el correo electrónico' },
      { front: 'job interview', back: 'la entrevista de trabajo' },
      { front: 'to hire', back: 'contratar' },
      { front: 'to fire', back: 'despedir' },
    ],
  },
  {
    id: 'ingles-phrasal-verbs',
    name: 'Inglés: phrasal verbs comunes',
    description: 'Los phrasal verbs más usados del inglés cotidiano con su significado en español.',
    level: 'Intermedio',
    frontLanguage: 'en-US',
    backLanguage: 'es-ES',
    cards: [
      { front: 'to give up', back: 'rendirse / dejar de' },
      { front: 'to look for', back: 'buscar' },
      { front: 'to find out', back: 'descubrir / enterarse de' },
      { front: 'to get up', back: 'levantarse' },
      { front: 'to turn on', back: 'encender / prender' },
      { front: 'to turn off', back: 'apagar' },
      { front: 'to look after', back: 'cuidar (de)' },
      { front: 'to carry on', back: 'continuar / seguir' },
      { front: 'to run out of', back: 'quedarse sin' },
      { front: 'to put off', back: 'posponer / aplazar' },
    ],
  },
];
