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
  common: {
    error: 'Error',
    close: 'Cerrar',
    cancel: 'Cancelar',
    backHome: 'Volver al inicio',
    opensInNewTab: '(se abre en una pestaña nueva)',
  },
  toast: {
    label: 'Notificación',
    viewportLabel: 'Notificaciones ({hotkey})',
  },
  session: {
    unauthorizedTitle: 'No autorizado',
    expired: 'Has cerrado sesión. Iniciando sesión de nuevo...',
    signInRequired: 'Inicia sesión para continuar.',
  },
  auth: {
    email: 'Correo electrónico',
    emailPlaceholder: 'tu@correo.com',
    password: 'Contraseña',
    confirmPassword: 'Confirmar contraseña',
    login: {
      title: 'Iniciar sesión',
      description: 'Accede a tu cuenta para seguir estudiando.',
      submit: 'Iniciar sesión',
      submitting: 'Iniciando sesión...',
      forgotPassword: '¿Olvidaste tu contraseña?',
      noAccount: '¿No tienes cuenta?',
      register: 'Regístrate',
      success: 'Inicio de sesión correcto',
      failed: 'Inicio de sesión fallido',
    },
    register: {
      title: 'Crear cuenta',
      description: 'Empieza a estudiar con repetición espaciada en menos de un minuto.',
      submit: 'Crear cuenta',
      submitting: 'Creando cuenta...',
      haveAccount: '¿Ya tienes cuenta?',
      login: 'Inicia sesión',
      success: 'Cuenta creada correctamente',
      failed: 'Error en el registro',
    },
    resetPassword: {
      title: 'Restablecer contraseña',
      description: 'Escribe el correo de tu cuenta y te enviaremos un enlace para elegir una contraseña nueva.',
      submit: 'Enviar enlace',
      submitting: 'Enviando...',
      sentTitle: 'Revisa tu correo',
      sent: 'Si existe una cuenta con ese correo, te hemos enviado un enlace para restablecer la contraseña.',
      failed: 'Restablecimiento fallido',
      backToLogin: 'Volver a iniciar sesión',
    },
    newPassword: {
      title: 'Nueva contraseña',
      description: 'Elige la contraseña con la que iniciarás sesión a partir de ahora.',
      hint: 'Debe tener al menos 8 caracteres.',
      submit: 'Guardar contraseña',
      submitting: 'Guardando...',
      invalidLink: 'Enlace de restablecimiento no válido',
      invalidLinkDescription: 'El enlace está incompleto. Solicita uno nuevo para restablecer tu contraseña.',
      requestNewLink: 'Solicitar un nuevo enlace',
      backToLogin: 'Volver a iniciar sesión',
      success: 'Contraseña actualizada correctamente',
      successDescription: 'Ya puedes iniciar sesión con tu nueva contraseña.',
      goToLogin: 'Ir a iniciar sesión',
      failed: 'No se pudo actualizar la contraseña. Es posible que el enlace haya caducado o sea inválido.',
    },
  },
  frame: {
    pendingReviews: 'Revisiones pendientes',
    settings: 'Ajustes',
    loadingAccount: 'Cargando tu cuenta...',
    bottomNav: 'Navegación principal',
    tabs: {
      home: 'Inicio',
      pendingReviews: 'Revisiones',
      folders: 'Carpetas',
      store: 'Tienda',
    },
  },
  comingSoon: {
    description: 'Estamos preparando esta sección. Estará disponible muy pronto.',
    screens: {
      dashboard: 'Tu panel de estudio',
      pendingReviews: 'Revisiones pendientes',
      folders: 'Tus carpetas',
      folder: 'Carpeta',
      study: 'Sesión de estudio',
      store: 'Tienda',
    },
  },
  settings: {
    title: 'Ajustes',
    loadFailed: 'No se pudieron cargar tus ajustes.',
    account: {
      title: 'Información de la cuenta',
      email: 'Correo electrónico',
    },
    preferences: {
      title: 'Preferencias',
      timeZone: 'Zona horaria',
      timeZoneHint: 'Tu día de estudio empieza a las 04:00 de esta zona horaria.',
      timeZoneSaved: 'Zona horaria actualizada',
      reminders: 'Recordatorios por correo',
      remindersHint: 'Un correo al día cuando tengas tarjetas pendientes de repaso.',
      remindersOn: 'Recordatorios activados',
      remindersOff: 'Recordatorios desactivados',
      failed: 'No se pudieron guardar tus preferencias',
    },
    options: {
      title: 'Opciones',
      support: 'Soporte',
      supportTitle: 'Próximamente',
      supportDescription: 'El soporte estará disponible muy pronto.',
      privacy: 'Política de privacidad',
      terms: 'Términos de uso',
      logout: 'Cerrar sesión',
      loggingOut: 'Cerrando sesión...',
    },
  },
  apiTokens: {
    title: 'Tokens de acceso a la API',
    description:
      'Permiten que otras herramientas usen la API GraphQL con tu cuenta. Envía el token en la cabecera «Authorization: Bearer <token>».',
    name: 'Nombre del token',
    namePlaceholder: 'p. ej. Script de exportación',
    create: 'Crear token',
    creating: 'Creando...',
    createFailed: 'No se pudo crear el token',
    createdTitle: (name: string) => `Token «${name}» creado`,
    secretWarning: 'Cópialo ahora: por seguridad no volverás a verlo.',
    secretLabel: 'Token secreto',
    copy: 'Copiar',
    copied: 'Token copiado al portapapeles',
    copyFailed: 'No se pudo copiar el token. Selecciónalo y cópialo a mano.',
    dismissSecret: 'Ya lo he copiado',
    listTitle: 'Tus tokens',
    loadFailed: 'No se pudieron cargar tus tokens.',
    empty: 'Todavía no has creado ningún token.',
    created: 'Creado',
    lastUsed: 'Último uso',
    neverUsed: 'Nunca',
    revoke: 'Revocar',
    revokeLabel: (name: string) => `Revocar el token «${name}»`,
    revokeTitle: '¿Revocar este token?',
    revokeDescription: (name: string) =>
      `Las herramientas que usen «${name}» dejarán de tener acceso a tu cuenta. No se puede deshacer.`,
    revoked: 'Token revocado',
    revokeFailed: 'No se pudo revocar el token',
  },
  legal: {
    privacy: {
      title: 'Política de privacidad',
      updated: 'Última actualización: 21 de noviembre de 2026',
      intro:
        'Esta política explica qué datos personales trata Repaso cuando usas el servicio de tarjetas de memoria, para qué los usa, cuánto tiempo los conserva y cómo puedes ejercer tus derechos según el Reglamento General de Protección de Datos (RGPD) y la Ley Orgánica 3/2018 de Protección de Datos Personales y garantía de los derechos digitales (LOPDGDD).',
      sections: [
        {
          title: 'Responsable del tratamiento',
          content: [
            'El responsable de tus datos es Repaso. Para cualquier cuestión sobre privacidad puedes escribirnos a privacidad@repaso.app.',
          ],
        },
        {
          title: 'Qué datos guardamos',
          content: [
            [
              'Datos de la cuenta: tu correo electrónico y, si nos los das, tu nombre y tu apellido.',
              'Tu contraseña, nunca en claro: solo guardamos un hash (argon2id) que no permite recuperarla.',
              'Tus preferencias, como la zona horaria que decide cuándo empieza tu día de estudio y si quieres recibir recordatorios por correo.',
              'El contenido que creas: tus carpetas y tus tarjetas (anverso y reverso).',
              'Tu historial de estudio: sesiones, valoración de cada repaso (fácil, medio o difícil), fechas de repaso, estadísticas y racha.',
              'Los tokens de acceso a la API que crees: su nombre, las fechas de creación y de último uso y un hash del token; el token en sí no se guarda.',
              'Datos técnicos para la seguridad: la dirección IP y la hora de los intentos de inicio de sesión y de restablecimiento de contraseña, para limitar abusos.',
            ],
            'No necesitamos datos de categorías especiales (salud, ideología, etc.); te pedimos que no los incluyas en tus tarjetas.',
          ],
        },
        {
          title: 'Para qué los usamos y con qué base legal',
          content: [
            [
              'Prestarte el servicio: crear y mantener tu cuenta, guardar tus tarjetas, programar tus repasos y mostrarte tus estadísticas. Base legal: la ejecución del contrato que aceptas al registrarte (art. 6.1.b RGPD).',
              'Enviarte los correos del servicio: el enlace para restablecer la contraseña y, si los tienes activados, los recordatorios de repaso, que incluyen un enlace para darte de baja con un clic. Base legal: la ejecución del contrato.',
              'Proteger el servicio y tu cuenta: limitar los intentos de acceso, detectar usos fraudulentos y resolver incidencias. Base legal: nuestro interés legítimo en ofrecer un servicio seguro (art. 6.1.f RGPD).',
              'Cumplir las obligaciones legales que nos correspondan (art. 6.1.c RGPD).',
            ],
            'No vendemos tus datos, no los usamos para publicidad y no tomamos decisiones automatizadas con efectos jurídicos sobre ti.',
          ],
        },
        {
          title: 'Cookies',
          content: [
            'Repaso solo usa cookies técnicas, imprescindibles para que puedas iniciar sesión, por lo que no necesitan tu consentimiento (art. 22.2 de la Ley 34/2002, LSSI). No usamos cookies de análisis, de publicidad ni de terceros.',
            [
              'repaso.sid: identifica tu sesión cuando la inicias. No es accesible desde JavaScript y caduca a los 30 días o cuando cierras sesión.',
              'repaso.signed_in: un simple indicador de que probablemente tienes la sesión iniciada, para que la página de inicio cargue más rápido. No contiene datos personales, caduca a los 30 días y se borra al cerrar sesión.',
            ],
          ],
        },
        {
          title: 'Con quién los compartimos',
          content: [
            'Solo con los proveedores que necesitamos para prestar el servicio (el alojamiento de los servidores y de la base de datos y el envío de correo electrónico), que actúan como encargados del tratamiento con un contrato que les obliga a proteger tus datos y a usarlos solo siguiendo nuestras instrucciones. Si alguno tratara datos fuera del Espacio Económico Europeo, lo haría con las garantías que exige el RGPD, como las cláusulas contractuales tipo de la Comisión Europea. Fuera de estos casos, solo comunicaremos datos a las autoridades cuando la ley nos obligue.',
          ],
        },
        {
          title: 'Cuánto tiempo los conservamos',
          content: [
            [
              'Los datos de la cuenta, tus tarjetas y tu historial de estudio, mientras mantengas la cuenta. Si la eliminas, los borramos en un plazo máximo de 30 días, salvo lo que la ley nos obligue a conservar bloqueado durante los plazos de prescripción.',
              'Las sesiones, hasta que cierras sesión y como máximo 30 días.',
              'Los enlaces para restablecer la contraseña caducan en una hora y solo sirven una vez.',
              'Los registros de intentos de acceso, solo el tiempo necesario para aplicar los límites de seguridad.',
              'Los tokens de acceso a la API, hasta que los revocas o eliminas tu cuenta.',
            ],
          ],
        },
        {
          title: 'Tus derechos',
          content: [
            'Puedes ejercer en cualquier momento y sin coste estos derechos escribiendo a privacidad@repaso.app desde el correo de tu cuenta:',
            [
              'Acceso: saber qué datos tuyos tratamos y obtener una copia.',
              'Rectificación: corregir los datos inexactos o incompletos.',
              'Supresión: pedir que borremos tus datos y tu cuenta.',
              'Portabilidad: recibir tus carpetas, tarjetas e historial en un formato estructurado y de uso común, o que los enviemos a otro servicio.',
              'Oposición: oponerte a los tratamientos basados en nuestro interés legítimo.',
              'Limitación: pedir que conservemos tus datos sin usarlos mientras se resuelve una reclamación.',
            ],
            'Te responderemos en el plazo de un mes. Si crees que no hemos atendido bien tu solicitud, puedes presentar una reclamación ante la Agencia Española de Protección de Datos (AEPD), en www.aepd.es.',
          ],
        },
        {
          title: 'Seguridad',
          content: [
            'Ciframos las comunicaciones con HTTPS, guardamos las contraseñas y los tokens solo como hashes, limitamos los intentos de acceso y cada persona solo puede ver sus propios datos. Aun así, ningún sistema es infalible: usa una contraseña que no utilices en otros sitios y revoca los tokens que ya no necesites.',
          ],
        },
        {
          title: 'Menores de edad',
          content: [
            'Repaso está pensado para personas de 14 años o más. Si tienes menos, necesitas el consentimiento de tus padres o tutores para registrarte.',
          ],
        },
        {
          title: 'Cambios en esta política',
          content: [
            'Si cambiamos esta política de forma relevante, te avisaremos por correo electrónico o en la aplicación antes de que los cambios se apliquen.',
          ],
        },
        {
          title: 'Contacto',
          content: ['Para cualquier duda sobre esta política o sobre tus datos, escríbenos a privacidad@repaso.app.'],
        },
      ],
    },
    terms: {
      title: 'Términos de uso',
      updated: 'Última actualización: 21 de noviembre de 2026',
      intro:
        'Estos términos regulan el uso de Repaso, un servicio en línea para crear tarjetas de memoria y estudiarlas con repetición espaciada. Al crear una cuenta o usar el servicio los aceptas; si no estás de acuerdo, no lo utilices.',
      sections: [
        {
          title: 'El servicio',
          content: [
            'Repaso te permite crear carpetas y tarjetas, estudiarlas en sesiones programadas según su dificultad, consultar tus estadísticas y tu racha, importar carpetas de la tienda y acceder a tus datos mediante una API con tokens personales. Actualmente el servicio es gratuito.',
          ],
        },
        {
          title: 'Tu cuenta',
          content: [
            [
              'Debes tener al menos 14 años y registrarte con un correo electrónico válido del que seas titular.',
              'Eres responsable de mantener en secreto tu contraseña y tus tokens de acceso a la API, y de la actividad que se realice con ellos.',
              'Si sospechas que alguien ha accedido a tu cuenta, cambia la contraseña, revoca tus tokens y escríbenos.',
            ],
          ],
        },
        {
          title: 'Uso aceptable',
          content: [
            'Te comprometes a usar Repaso de forma lícita y respetuosa. En particular, no debes:',
            [
              'Guardar contenido ilegal, que infrinja derechos de terceros (como los derechos de autor) o que incite al odio o a la violencia.',
              'Intentar acceder a cuentas o datos de otras personas, o eludir las medidas de seguridad del servicio.',
              'Sobrecargar el servicio, por ejemplo con peticiones automatizadas masivas o que superen los límites de la API.',
              'Usar Repaso para enviar spam, distribuir software malicioso o revender el acceso sin nuestro permiso.',
            ],
          ],
        },
        {
          title: 'Tu contenido',
          content: [
            'Las carpetas y tarjetas que creas son tuyas y conservas todos tus derechos sobre ellas. Solo nos concedes el permiso necesario para guardarlas, procesarlas y mostrártelas mientras te prestamos el servicio; no las publicamos ni las compartimos con otros usuarios. Eres responsable de tener derecho a usar el contenido que añades.',
            'Las carpetas de la tienda y los datos de ejemplo pertenecen a Repaso; puedes importarlos y usarlos libremente para tu estudio personal.',
          ],
        },
        {
          title: 'Disponibilidad y cambios del servicio',
          content: [
            'Trabajamos para que Repaso esté disponible y funcione bien, pero puede haber interrupciones por mantenimiento, fallos técnicos o causas ajenas a nosotros. Podemos mejorar, cambiar o retirar funciones; si un cambio te afecta de forma importante, te avisaremos con antelación razonable. Te recomendamos no usar Repaso como única copia de material importante.',
          ],
        },
        {
          title: 'Baja y terminación',
          content: [
            'Puedes dejar de usar Repaso cuando quieras y pedir que eliminemos tu cuenta escribiendo a privacidad@repaso.app. Podemos suspender o cerrar una cuenta que incumpla gravemente estos términos o la ley; salvo que no sea posible o legalmente adecuado, te avisaremos antes y te explicaremos el motivo. Al cerrar la cuenta borraremos tus datos como explica la política de privacidad.',
          ],
        },
        {
          title: 'Responsabilidad',
          content: [
            'En la medida en que la ley lo permita, Repaso no responde de los daños indirectos ni de la pérdida de datos causada por un uso indebido del servicio. Nada de lo dispuesto en estos términos limita los derechos que te reconoce la normativa de protección de consumidores y usuarios.',
          ],
        },
        {
          title: 'Privacidad',
          content: ['El tratamiento de tus datos personales se rige por nuestra política de privacidad.'],
        },
        {
          title: 'Cambios en estos términos',
          content: [
            'Podemos actualizar estos términos. Te avisaremos de los cambios relevantes con al menos 15 días de antelación; si sigues usando el servicio después, se entenderá que los aceptas. Si no estás de acuerdo, puedes darte de baja en cualquier momento.',
          ],
        },
        {
          title: 'Ley aplicable y jurisdicción',
          content: [
            'Estos términos se rigen por la legislación española. Si eres consumidor, cualquier conflicto se resolverá ante los juzgados y tribunales de tu domicilio.',
          ],
        },
        {
          title: 'Contacto',
          content: ['Si tienes preguntas sobre estos términos, escríbenos a privacidad@repaso.app.'],
        },
      ],
    },
  },
  notFound: {
    title: '404 Página no encontrada',
    description: 'La página que buscas no existe o ha cambiado de dirección.',
  },
} as const;
