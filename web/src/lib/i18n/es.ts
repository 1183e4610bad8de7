/** Every text the user sees, in Spanish (DESIGN §11). Components read from here, never inline strings. */
export const es = {
  appName: 'Repaso',
  landing: {
    tagline: 'Tarjetas de memoria inteligentes con repetición espaciada',
    description:
      'Crea tus tarjetas, organízalas en carpetas y repasa cada una justo antes de olvidarla. Repaso decide qué estudiar cada día para que recuerdes más con menos esfuerzo.',
    getStarted: 'Comenzar',
    signIn: 'Iniciar Sesión',
    socialProof: 'Miles de estudiantes ya aprenden con Repaso.',
    featuresTitle: 'Todo lo que necesitas para recordar',
    features: {
      algorithm: {
        title: 'Algoritmo inteligente',
        description: 'Cada tarjeta vuelve según su dificultad: difícil en 1 día, medio en 3 días y fácil en 7 días.',
      },
      scheduling: {
        title: 'Programación optimizada',
        description: 'Cada día repasas solo las tarjetas pendientes, en el momento justo para fijarlas en la memoria.',
      },
      progress: {
        title: 'Seguimiento del progreso',
        description: 'Consulta tus estadísticas diarias y mantén viva tu racha de estudio.',
      },
      organization: {
        title: 'Organización sencilla',
        description: 'Agrupa tus tarjetas en carpetas y encuentra cualquiera al instante con el buscador.',
      },
    },
    closingTitle: '¿Listo para potenciar tu aprendizaje?',
    closingDescription: 'Únete a los miles de estudiantes que ya recuerdan más estudiando menos.',
  },
  dashboardComingSoon: {
    title: 'Tu panel de estudio',
    description: 'Muy pronto verás aquí tus repasos pendientes, tus estadísticas y tu racha.',
  },
  notFound: {
    title: '404 Página no encontrada',
    description: 'La página que buscas no existe o ha cambiado de dirección.',
    backHome: 'Volver al inicio',
  },
} as const;
