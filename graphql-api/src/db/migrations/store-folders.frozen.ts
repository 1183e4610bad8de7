/**
 * The store's five folders as they were when `Migration20261126030000_community` published them as Repaso's own
 * community folders (frozen: migrations import nothing from modules). Never change this file.
 */
export const storeFolders: {
  storeKey: string;
  slug: string;
  title: string;
  description: string;
  level: string;
  frontLanguage: string;
  backLanguage: string;
  cards: [string, string][];
}[] = [
  {
    storeKey: 'ingles-saludos',
    slug: 'ingles-saludos-y-presentaciones-r3p0',
    title: 'Inglés: saludos y presentaciones',
    description: 'Frases básicas para saludar, presentarte y despedirte en inglés.',
    level: 'A1',
    frontLanguage: 'en-US',
    backLanguage: 'es-ES',
    cards: [
      ['Nice to meet you', 'Encantado de conocerte'],
      ['How are you?', '¿Cómo estás?'],
      ["What's your name?", '¿Cómo te llamas?'],
      ['My name is...', 'Me llamo...'],
      ['Where are you from?', '¿De dónde eres?'],
      ["I'm from Spain", 'Soy de España'],
      ['Good afternoon', 'Buenas tardes'],
      ['Good evening', 'Buenas noches (al saludar)'],
      ['See you later', 'Hasta luego'],
      ['Have a nice day', 'Que tengas un buen día'],
    ],
  },
  {
    storeKey: 'ingles-comida',
    slug: 'ingles-comida-y-bebida-r3p0',
    title: 'Inglés: comida y bebida',
    description: 'Vocabulario en inglés para pedir en un restaurante y hablar de comida.',
    level: 'A1',
    frontLanguage: 'en-US',
    backLanguage: 'es-ES',
    cards: [
      ['bill', 'la cuenta'],
      ['menu', 'la carta / el menú'],
      ['waiter', 'el camarero / el mesero'],
      ['coffee', 'el café'],
      ['orange juice', 'el zumo de naranja / el jugo de naranja'],
      ['fish', 'el pescado'],
      ['vegetables', 'las verduras'],
      ['rice', 'el arroz'],
      ["I'm hungry", 'Tengo hambre'],
      ["I'm thirsty", 'Tengo sed'],
    ],
  },
  {
    storeKey: 'ingles-viajes',
    slug: 'ingles-viajes-y-transporte-r3p0',
    title: 'Inglés: viajes y transporte',
    description: 'Palabras y frases en inglés para moverte por aeropuertos, estaciones y hoteles.',
    level: 'A2',
    frontLanguage: 'en-US',
    backLanguage: 'es-ES',
    cards: [
      ['airport', 'el aeropuerto'],
      ['boarding pass', 'la tarjeta de embarque'],
      ['luggage', 'el equipaje'],
      ['passport', 'el pasaporte'],
      ['train station', 'la estación de tren'],
      ['round-trip ticket', 'el billete de ida y vuelta / el boleto de ida y vuelta'],
      ['delayed', 'retrasado'],
      ['to check in', 'facturar / registrarse'],
      ['to miss the bus', 'perder el autobús'],
      ['Where is the bus stop?', '¿Dónde está la parada de autobús?'],
    ],
  },
  {
    storeKey: 'ingles-trabajo',
    slug: 'ingles-trabajo-y-oficina-r3p0',
    title: 'Inglés: trabajo y oficina',
    description: 'Vocabulario en inglés para el entorno laboral y la vida en la oficina.',
    level: 'A2',
    frontLanguage: 'en-US',
    backLanguage: 'es-ES',
    cards: [
      ['meeting', 'la reunión'],
      ['boss', 'el jefe / la jefa'],
      ['coworker', 'el compañero de trabajo'],
      ['salary', 'el sueldo / el salario'],
      ['deadline', 'la fecha límite'],
      ['schedule', 'el horario'],
      ['email', 'el correo electrónico'],
      ['job interview', 'la entrevista de trabajo'],
      ['to hire', 'contratar'],
      ['to fire', 'despedir'],
    ],
  },
  {
    storeKey: 'ingles-phrasal-verbs',
    slug: 'ingles-phrasal-verbs-comunes-r3p0',
    title: 'Inglés: phrasal verbs comunes',
    description: 'Los phrasal verbs más usados del inglés cotidiano con su significado en español.',
    level: 'B1',
    frontLanguage: 'en-US',
    backLanguage: 'es-ES',
    cards: [
      ['to give up', 'rendirse / dejar de'],
      ['to look for', 'buscar'],
      ['to find out', 'descubrir / enterarse de'],
      ['to get up', 'levantarse'],
      ['to turn on', 'encender / prender'],
      ['to turn off', 'apagar'],
      ['to look after', 'cuidar (de)'],
      ['to carry on', 'continuar / seguir'],
      ['to run out of', 'quedarse sin'],
      ['to put off', 'posponer / aplazar'],
    ],
  },
];
