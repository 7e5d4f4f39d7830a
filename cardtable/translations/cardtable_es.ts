<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>ActionBar</name>
    <message>
        <source>{label} (shortcut: {key})</source>
        <translation>{label} (tecla: {key})</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Pista</translation>
    </message>
    <message>
        <source>The expert&apos;s move for you, and why (shortcut: {key})</source>
        <translation>La jugada del experto para ti, y por qué (tecla: {key})</translation>
    </message>
    <message>
        <source>Top choices</source>
        <translation>Mejores opciones</translation>
    </message>
    <message>
        <source>The hint&apos;s best moves, with their chance to win the hand</source>
        <translation>Las mejores jugadas según la pista, con su probabilidad de ganar la mano</translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <source>{name}: lead</source>
        <translation>{name}: salida</translation>
    </message>
    <message>
        <source>{name}: answer</source>
        <translation>{name}: respuesta</translation>
    </message>
</context>
<context>
    <name>Chart</name>
    <message>
        <source>Game points per hand and share of hands won per day</source>
        <translation>Puntos de juego por mano y proporción de manos ganadas por día</translation>
    </message>
    <message>
        <source>No hands played yet.</source>
        <translation>Todavía no se ha jugado ninguna mano.</translation>
    </message>
    <message>
        <source>Chips won or lost per hand</source>
        <translation>Fichas ganadas o perdidas por mano</translation>
    </message>
    <message>
        <source>Game points per hand</source>
        <translation>Puntos de juego por mano</translation>
    </message>
    <message>
        <source>Share of hands won per day</source>
        <translation>Proporción de manos ganadas por día</translation>
    </message>
    <message>
        <source>{share} %</source>
        <translation>{share} %</translation>
    </message>
    <message numerus="yes">
        <source>Bars: chips won or lost in the last %n hand(s) (green won, red lost).</source>
        <translation>
            <numerusform>Barras: fichas ganadas o perdidas en %n mano, la última (verde: ganadas; rojo: perdidas).</numerusform>
            <numerusform>Barras: fichas ganadas o perdidas en las últimas %n manos (verde: ganadas; rojo: perdidas).</numerusform>
        </translation>
    </message>
    <message>
        <source>Blue line: share of hands won per day, on its own axis (0 to 100 %).</source>
        <translation>Línea azul: proporción de manos ganadas por día, en su propio eje (de 0 a 100 %).</translation>
    </message>
</context>
<context>
    <name>Curtain</name>
    <message>
        <source>curtain: pass the device</source>
        <translation>cortina: pasa el dispositivo</translation>
    </message>
    <message>
        <source>&amp;Show my cards</source>
        <translation>&amp;Ver mis cartas</translation>
    </message>
    <message>
        <source>show my cards</source>
        <translation>ver mis cartas</translation>
    </message>
    <message>
        <source>{name}, it is your turn.
The other player looks away.</source>
        <translation>{name}, es tu turno.
El otro jugador aparta la vista.</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>The hand starts again.</source>
        <translation>La mano vuelve a empezar.</translation>
    </message>
    <message>
        <source>The computer player made a mistake and played a legal move instead; see {log}.</source>
        <translation>La máquina se equivocó y, en su lugar, hizo una jugada válida; ver {log}.</translation>
    </message>
    <message>
        <source>The computer player made a mistake and played a legal move instead; no log could be written.</source>
        <translation>La máquina se equivocó y, en su lugar, hizo una jugada válida; no se pudo escribir el registro.</translation>
    </message>
    <message>
        <source>There is nobody to undo for: the computer plays both seats.</source>
        <translation>No hay nada que deshacer: la máquina juega en los dos puestos.</translation>
    </message>
    <message>
        <source>Undo is not offered in hot-seat: it would show a player the other&apos;s answer.</source>
        <translation>Con dos personas en el mismo dispositivo no se deshace: un jugador vería la respuesta del otro.</translation>
    </message>
    <message>
        <source>The hand is over: its plays can no longer be taken back.</source>
        <translation>La mano ha terminado: ya no se pueden deshacer sus jugadas.</translation>
    </message>
    <message>
        <source>Nothing to undo in this hand yet.</source>
        <translation>Todavía no hay nada que deshacer en esta mano.</translation>
    </message>
    <message>
        <source>Your last play can no longer be taken back: you have seen cards since that you had not seen before it (the answer, a card drawn).</source>
        <translation>Tu última jugada ya no se puede deshacer: desde entonces has visto cartas que antes no habías visto (la respuesta, una carta robada).</translation>
    </message>
    <message>
        <source>Your last play was taken back.</source>
        <translation>Se ha deshecho tu última jugada.</translation>
    </message>
</context>
<context>
    <name>HintDesk</name>
    <message>
        <source>The expert is thinking about your move…</source>
        <translation>El experto está pensando tu jugada…</translation>
    </message>
    <message>
        <source>Hint: {what} — {why}.</source>
        <translation>Pista: {what} — {why}.</translation>
    </message>
    <message>
        <source>It wins none of the deals the expert tried, but loses the fewest points in them; Top choices lists a riskier move that sometimes wins.</source>
        <translation>No gana ninguno de los repartos que probó el experto, pero pierde en ellos menos puntos; «Mejores opciones» muestra una jugada más arriesgada que a veces gana.</translation>
    </message>
    <message>
        <source>In the deals the expert tried this hand cannot be won any more; this move loses the least.</source>
        <translation>En los repartos que probó el experto, esta mano ya no se puede ganar; esta jugada es la que menos pierde.</translation>
    </message>
    <message>
        <source>It wins the hand in {share} of the deals the expert tried.</source>
        <translation>Gana la mano en el {share} de los repartos que probó el experto.</translation>
    </message>
    <message>
        <source>play the {cards}</source>
        <translation>jugar {cards}</translation>
    </message>
    <message>
        <source>There is nobody to give a hint to: the computer plays both seats.</source>
        <translation>No hay nadie a quien dar una pista: la máquina juega en los dos puestos.</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <source>The hand is over: a hint is for your next move.</source>
        <translation>La mano ha terminado: la pista será para tu próxima jugada.</translation>
    </message>
    <message>
        <source>A hint is given when it is your turn.</source>
        <translation>La pista se da cuando es tu turno.</translation>
    </message>
    <message>
        <source>No hints against a friend: the moves are your own.</source>
        <translation>Sin pistas contra un amigo: las jugadas son tuyas.</translation>
    </message>
</context>
<context>
    <name>History</name>
    <message>
        <source>{game} — a match played with cardtable, exported on {when}</source>
        <translation>{game} — partida jugada con cardtable, exportada el {when}</translation>
    </message>
    <message>
        <source>Players: {first} and {second}</source>
        <translation>Jugadores: {first} y {second}</translation>
    </message>
    <message>
        <source>Rules: {rules}</source>
        <translation>Reglas: {rules}</translation>
    </message>
    <message>
        <source>on</source>
        <translation>sí</translation>
    </message>
    <message>
        <source>off</source>
        <translation>no</translation>
    </message>
    <message>
        <source>Trump: {suit} (the {card} was turned up).</source>
        <translation>Triunfo: {suit} (carta vuelta: {card}).</translation>
    </message>
    <message>
        <source>A play was taken back in this hand (Edit ▸ Undo).</source>
        <translation>En esta mano se deshizo una jugada (Editar ▸ Deshacer).</translation>
    </message>
    <message>
        <source>This hand is still being played.</source>
        <translation>Esta mano todavía se está jugando.</translation>
    </message>
    <message>
        <source>Score after the hand: {first} {a}, {second} {b}</source>
        <translation>Marcador tras la mano: {first} {a}, {second} {b}</translation>
    </message>
</context>
<context>
    <name>Licences</name>
    <message>
        <source>Licences</source>
        <translation>Licencias</translation>
    </message>
    <message>
        <source>cardtable and each part it comes with, under its own licence. Choose a part to read it.</source>
        <translation>cardtable y cada parte que lo acompaña, cada una con su propia licencia. Elige una parte para leerla.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Your unfinished game from {when} was resumed; Game ▸ New starts a new one.</source>
        <translation>Se ha reanudado tu partida sin terminar del {when}; Juego ▸ Nueva empieza otra.</translation>
    </message>
    <message>
        <source>A Bura match now ends when a player has won {pots} pots; Game ▸ New… sets its length (“no limit” too).</source>
        <translation>Ahora una partida de Bura termina cuando un jugador ha ganado {pots} botes; Juego ▸ Nueva… fija su duración (también «sin límite»).</translation>
    </message>
    <message>
        <source>cardtable</source>
        <translation>cardtable</translation>
    </message>
    <message>
        <source>{game} — cardtable</source>
        <translation>{game} — cardtable</translation>
    </message>
    <message>
        <source>Start a new game?</source>
        <translation>¿Empezar una partida nueva?</translation>
    </message>
    <message>
        <source>Start a new game? The match in progress will be given up.</source>
        <translation>¿Empezar una partida nueva? Se abandona la partida en curso.</translation>
    </message>
    <message>
        <source>Restart the hand?</source>
        <translation>¿Repetir la mano?</translation>
    </message>
    <message>
        <source>Deal the same cards again? The hand is replayed from its start; nothing is scored, and it counts as a restarted hand.</source>
        <translation>¿Repartir las mismas cartas otra vez? La mano se juega desde el principio; no se anota nada y cuenta como mano repetida.</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Juego</translation>
    </message>
    <message>
        <source>&amp;New…</source>
        <translation>&amp;Nueva…</translation>
    </message>
    <message>
        <source>&amp;Restart hand</source>
        <translation>&amp;Repetir la mano</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>&amp;Guardar…</translation>
    </message>
    <message>
        <source>&amp;Export history…</source>
        <translation>&amp;Exportar historial…</translation>
    </message>
    <message>
        <source>S&amp;tatistics</source>
        <translation>Es&amp;tadísticas</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Preferencias…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>How to &amp;play</source>
        <translation>Cómo &amp;jugar</translation>
    </message>
    <message>
        <source>&amp;Guided first hand</source>
        <translation>&amp;Primera mano guiada</translation>
    </message>
    <message>
        <source>Play a friend on&amp;line…</source>
        <translation>Jugar con un amigo en &amp;línea…</translation>
    </message>
    <message>
        <source>Re&amp;view a hand…</source>
        <translation>Re&amp;visar una mano…</translation>
    </message>
    <message>
        <source>&amp;Deck</source>
        <translation>&amp;Baraja</translation>
    </message>
    <message>
        <source>Card &amp;back</source>
        <translation>&amp;Reverso</translation>
    </message>
    <message>
        <source>&amp;Animation speed</source>
        <translation>&amp;Velocidad de animación</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Tema</translation>
    </message>
    <message>
        <source>C&amp;loth</source>
        <translation>Ta&amp;pete</translation>
    </message>
    <message>
        <source>&amp;Sound</source>
        <translation>&amp;Sonido</translation>
    </message>
    <message>
        <source>Learner &amp;hints</source>
        <translation>&amp;Ayudas para aprender</translation>
    </message>
    <message>
        <source>Allow &amp;undo</source>
        <translation>Permitir &amp;deshacer</translation>
    </message>
    <message>
        <source>Auto-&amp;claim</source>
        <translation>&amp;Canto automático</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Ay&amp;uda</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Reglas</translation>
    </message>
    <message>
        <source>&amp;Keyboard</source>
        <translation>&amp;Teclado</translation>
    </message>
    <message>
        <source>&amp;About cardtable</source>
        <translation>&amp;Acerca de cardtable</translation>
    </message>
    <message>
        <source>About cardtable</source>
        <translation>Acerca de cardtable</translation>
    </message>
    <message>
        <source>&amp;Licences…</source>
        <translation>&amp;Licencias…</translation>
    </message>
    <message>
        <source>Schnapsen, Bura and Bohemian Schneider against the computer.&lt;br&gt;Card art, icons and sounds are made by the project.</source>
        <translation>Schnapsen, Bura y Schneider bohemio contra la máquina.&lt;br&gt;Las cartas, los iconos y los sonidos son obra del propio proyecto.</translation>
    </message>
    <message>
        <source>Match over: a draw.</source>
        <translation>Fin de la partida: empate.</translation>
    </message>
    <message>
        <source>Match over: {name} won.</source>
        <translation>Fin de la partida: gana {name}.</translation>
    </message>
    <message>
        <source>Match over: you won.</source>
        <translation>Fin de la partida: has ganado.</translation>
    </message>
    <message>
        <source>Cannot autosave: {reason} The game goes on.</source>
        <translation>No se pudo guardar automáticamente: {reason} El juego sigue.</translation>
    </message>
    <message>
        <source>There is no game to save.</source>
        <translation>No hay ninguna partida que guardar.</translation>
    </message>
    <message>
        <source>Saved as {name}.</source>
        <translation>Guardado como {name}.</translation>
    </message>
    <message>
        <source>{name} holds a finished match: there is nothing left to play.</source>
        <translation>{name} contiene una partida terminada: no queda nada por jugar.</translation>
    </message>
    <message>
        <source>Opened {name}.</source>
        <translation>Se ha abierto {name}.</translation>
    </message>
    <message>
        <source>There is no game to export.</source>
        <translation>No hay ninguna partida que exportar.</translation>
    </message>
    <message>
        <source>The history could not be written to {path}: {reason}.</source>
        <translation>No se pudo escribir el historial en {path}: {reason}.</translation>
    </message>
    <message>
        <source>History written to {name}.</source>
        <translation>Historial escrito en {name}.</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Guardar partida</translation>
    </message>
    <message>
        <source>cardtable games (*{suffix})</source>
        <translation>Partidas de cardtable (*{suffix})</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>Abrir partida</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Open {name}? The match in progress will be given up.</source>
        <translation>¿Abrir {name}? Se abandona la partida en curso.</translation>
    </message>
    <message>
        <source>Export history</source>
        <translation>Exportar historial</translation>
    </message>
    <message>
        <source>Text (*.txt)</source>
        <translation>Texto (*.txt)</translation>
    </message>
    <message>
        <source>Undo is turned off (View ▸ Allow undo).</source>
        <translation>Deshacer está desactivado (Ver ▸ Permitir deshacer).</translation>
    </message>
    <message>
        <source>Settings could not be saved: {reason}</source>
        <translation>No se pudo guardar la configuración: {reason}</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>{title} ({rule})</source>
        <extracomment>A rule toggle&apos;s row in the dialog: the name players use, with the rule id beside it.</extracomment>
        <translation>{title} ({rule})</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Partida nueva</translation>
    </message>
    <message>
        <source>new game</source>
        <translation>partida nueva</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Juego</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Baraja</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Rival</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>Jugador {n}</translation>
    </message>
    <message>
        <source>name of player {n}</source>
        <translation>nombre del jugador {n}</translation>
    </message>
    <message>
        <source>Rule variants</source>
        <translation>Variantes de las reglas</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>sin límite</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>{name} is invited: the match starts when {name} accepts…</source>
        <translation>Invitación enviada a {name}: la partida empieza cuando {name} acepte…</translation>
    </message>
    <message>
        <source>Waiting for the match to be dealt…</source>
        <translation>Esperando a que se repartan las cartas…</translation>
    </message>
    <message>
        <source>{game} with {name} — cardtable</source>
        <translation>{game} con {name} — cardtable</translation>
    </message>
    <message>
        <source>Inviting {name} to a new match…</source>
        <translation>Invitando a {name} a una nueva partida…</translation>
    </message>
    <message>
        <source>The new match could not be made: {problem}</source>
        <translation>No se pudo crear la nueva partida: {problem}</translation>
    </message>
    <message>
        <source>Signed out: your match with {name} waits in its room until you sign in again.</source>
        <translation>Sesión cerrada: tu partida con {name} espera en su sala hasta que vuelvas a iniciar sesión.</translation>
    </message>
    <message>
        <source>Online match</source>
        <translation>Partida en línea</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Enviar</translation>
    </message>
    <message>
        <source>Claim the match</source>
        <translation>Reclamar la partida</translation>
    </message>
    <message>
        <source>Playing with {name}</source>
        <translation>Jugando con {name}</translation>
    </message>
    <message>
        <source>Undo is not offered online: your friend has seen your move, and the room keeps it.</source>
        <extracomment>Why a feature is off online (``session.online.Offline``).</extracomment>
        <translation>En línea no se deshace: tu amigo ya ha visto tu jugada, y la sala la guarda.</translation>
    </message>
    <message>
        <source>An online hand cannot be dealt again: both programs made its deal together.</source>
        <translation>Una mano en línea no se puede volver a repartir: los dos programas hicieron juntos el reparto.</translation>
    </message>
    <message>
        <source>An online match is kept in its room: Game ▸ Play a friend online… goes back to it.</source>
        <translation>Una partida en línea se guarda en su sala: Juego ▸ Jugar con un amigo en línea… vuelve a ella.</translation>
    </message>
    <message>
        <source>The next deal is being made with your friend&apos;s program…</source>
        <translation>Se está haciendo el próximo reparto con el programa de tu amigo…</translation>
    </message>
    <message>
        <source>An online hand is not reviewed: this program never holds your friend&apos;s cards.</source>
        <translation>Una mano en línea no se revisa: este programa nunca tiene las cartas de tu amigo.</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <extracomment>The turn line while the table waits for the friend or his program (``session.online.Awaited``).</extracomment>
        <translation>{name} está pensando…</translation>
    </message>
    <message>
        <source>Waiting for {name}&apos;s program to open your cards…</source>
        <translation>Esperando a que el programa de {name} abra tus cartas…</translation>
    </message>
    <message>
        <source>The next deal is being made with {name}&apos;s program…</source>
        <translation>El siguiente reparto se está haciendo con el programa de {name}…</translation>
    </message>
    <message>
        <source>{name} seems to be away: the match goes on when {name} is back.</source>
        <translation>{name} parece estar ausente: la partida sigue cuando {name} vuelva.</translation>
    </message>
    <message>
        <source>Back at your match with {name}: nothing has happened since you left.</source>
        <extracomment>A player back at an online match with no move to recap (``session.online.Back``).</extracomment>
        <translation>De vuelta a tu partida con {name}: no ha pasado nada desde que te fuiste.</translation>
    </message>
    <message>
        <source>Back at your match with {name}.</source>
        <translation>De vuelta a tu partida con {name}.</translation>
    </message>
    <message>
        <source>an event that is not part of this program&apos;s protocol</source>
        <extracomment>What was wrong with a refused event (``faults.Reason``), completing &quot;{name} sent …&quot;.</extracomment>
        <translation>un evento que no forma parte del protocolo de este programa</translation>
    </message>
    <message>
        <source>an event of another protocol version</source>
        <translation>un evento de otra versión del protocolo</translation>
    </message>
    <message>
        <source>an event of another match</source>
        <translation>un evento de otra partida</translation>
    </message>
    <message>
        <source>an event from someone who does not play this match</source>
        <translation>un evento de alguien que no juega esta partida</translation>
    </message>
    <message>
        <source>an event sent out of turn</source>
        <translation>un evento enviado fuera de turno</translation>
    </message>
    <message>
        <source>an event out of order</source>
        <translation>un evento fuera de orden</translation>
    </message>
    <message>
        <source>an event that does not follow the one before it</source>
        <translation>un evento que no sigue al anterior</translation>
    </message>
    <message>
        <source>an event sent a second time</source>
        <translation>un evento enviado por segunda vez</translation>
    </message>
    <message>
        <source>a deck of the wrong length</source>
        <translation>una baraja con un número de cartas incorrecto</translation>
    </message>
    <message>
        <source>a locked card that is no valid card</source>
        <translation>una carta cifrada que no es una carta válida</translation>
    </message>
    <message>
        <source>the same locked card twice</source>
        <translation>la misma carta cifrada dos veces</translation>
    </message>
    <message>
        <source>a key that is no valid key</source>
        <translation>una clave que no es una clave válida</translation>
    </message>
    <message>
        <source>a key that opens no card, or a card already seen elsewhere</source>
        <translation>una clave que no abre ninguna carta, o que abre una carta ya vista en otro lugar</translation>
    </message>
    <message>
        <source>a key that was owed and not sent</source>
        <translation>una clave que se debía y no se envió</translation>
    </message>
    <message>
        <source>a key for a card that may not be opened now</source>
        <translation>una clave para una carta que no se puede abrir ahora</translation>
    </message>
    <message>
        <source>a move the rules forbid</source>
        <translation>una jugada que las reglas prohíben</translation>
    </message>
    <message>
        <source>keys at the hand&apos;s end that do not give the deck that was locked</source>
        <translation>claves al final de la mano que no dan la baraja que se cifró</translation>
    </message>
    <message>
        <source>a hand that does not replay on the revealed deck</source>
        <translation>una mano que no se puede volver a jugar con la baraja revelada</translation>
    </message>
    <message>
        <source>a draw for the first dealer that does not match its commitment</source>
        <translation>un sorteo del primer repartidor que no coincide con su compromiso</translation>
    </message>
    <message>
        <source>a claim that crossed a move</source>
        <translation>una reclamación que se cruzó con una jugada</translation>
    </message>
    <message>
        <source>a chat line that is too long</source>
        <translation>una línea de chat demasiado larga</translation>
    </message>
    <message>
        <source>a claim of abandonment before the agreed time</source>
        <translation>una reclamación por abandono antes del tiempo acordado</translation>
    </message>
    <message>
        <source>an event after the match ended</source>
        <translation>un evento posterior al final de la partida</translation>
    </message>
    <message>
        <source>an event of ours that this program&apos;s secret does not give</source>
        <translation>un evento en nuestro nombre que no corresponde al secreto de este programa</translation>
    </message>
    <message>
        <source>The match is disputed: {name} sent {what}. The record is kept; no move is taken.</source>
        <translation>La partida queda en disputa: {name} envió {what}. El registro se conserva; no se hace ninguna jugada más.</translation>
    </message>
    <message>
        <source>You left the match.</source>
        <translation>Has abandonado la partida.</translation>
    </message>
    <message>
        <source>{name} left the match.</source>
        <translation>{name} ha abandonado la partida.</translation>
    </message>
    <message>
        <source>You claimed the match: {name} was silent past the agreed time.</source>
        <translation>Has reclamado la partida: {name} estuvo en silencio más tiempo del acordado.</translation>
    </message>
    <message>
        <source>{name} claimed the match: you were silent past the agreed time.</source>
        <translation>{name} ha reclamado la partida: estuviste en silencio más tiempo del acordado.</translation>
    </message>
    <message>
        <source>Network: {problem} Trying again…</source>
        <translation>Red: {problem} Reintentando…</translation>
    </message>
    <message>
        <source>Your online match with {name} is waiting: Game ▸ Play a friend online… goes back to it.</source>
        <translation>Tu partida en línea con {name} te espera: Juego ▸ Jugar con un amigo en línea… vuelve a ella.</translation>
    </message>
    <message>
        <source>{name} asks for a rematch: press Play again to accept it.</source>
        <translation>{name} pide la revancha: pulsa Otra vez para aceptarla.</translation>
    </message>
    <message>
        <source>{name} invites you to play {game}: Game ▸ Play a friend online… accepts.</source>
        <translation>{name} te invita a jugar a {game}: Juego ▸ Jugar con un amigo en línea… acepta.</translation>
    </message>
    <message>
        <source>{name} invites you to a match: Game ▸ Play a friend online… accepts.</source>
        <translation>{name} te invita a una partida: Juego ▸ Jugar con un amigo en línea… acepta.</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>Play a friend online</source>
        <translation>Jugar con un amigo en línea</translation>
    </message>
    <message>
        <source>Matrix account</source>
        <translation>Cuenta de Matrix</translation>
    </message>
    <message>
        <source>name, or @name:server</source>
        <translation>nombre, o @nombre:servidor</translation>
    </message>
    <message>
        <source>Homeserver</source>
        <translation>Servidor base</translation>
    </message>
    <message>
        <source>User</source>
        <translation>Usuario</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Contraseña</translation>
    </message>
    <message>
        <source>or access token</source>
        <translation>o token de acceso</translation>
    </message>
    <message>
        <source>Sign in</source>
        <translation>Iniciar sesión</translation>
    </message>
    <message>
        <source>Sign out</source>
        <translation>Cerrar sesión</translation>
    </message>
    <message>
        <source>Invite a friend</source>
        <translation>Invitar a un amigo</translation>
    </message>
    <message>
        <source>Friend&apos;s Matrix ID</source>
        <translation>ID de Matrix del amigo</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Juego</translation>
    </message>
    <message>
        <source>The rules and the deck are those of Game ▸ New… for this game.</source>
        <translation>Las reglas y la baraja son las de Juego ▸ Nueva… para este juego.</translation>
    </message>
    <message>
        <source>Invite</source>
        <translation>Invitar</translation>
    </message>
    <message>
        <source>Invitations and running matches</source>
        <translation>Invitaciones y partidas en curso</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Actualizar</translation>
    </message>
    <message>
        <source>Accept or go back</source>
        <translation>Aceptar o volver</translation>
    </message>
    <message>
        <source>Signed in as {user}</source>
        <translation>Sesión iniciada como {user}</translation>
    </message>
    <message>
        <source>That did not work: {problem}</source>
        <translation>No ha funcionado: {problem}</translation>
    </message>
    <message>
        <source>Signing in…</source>
        <translation>Iniciando sesión…</translation>
    </message>
    <message>
        <source>The sign-in could not be kept: {reason}</source>
        <translation>No se pudo guardar el inicio de sesión: {reason}</translation>
    </message>
    <message>
        <source>Signing out…</source>
        <translation>Cerrando sesión…</translation>
    </message>
    <message>
        <source>Reading your invitations…</source>
        <translation>Leyendo tus invitaciones…</translation>
    </message>
    <message>
        <source>Invitation from {name}: {game}</source>
        <translation>Invitación de {name}: {game}</translation>
    </message>
    <message>
        <source>Invitation from {name}</source>
        <translation>Invitación de {name}</translation>
    </message>
    <message>
        <source>{game} with {name}</source>
        <translation>{game} con {name}</translation>
    </message>
    <message>
        <source>A match with {name}</source>
        <translation>Una partida con {name}</translation>
    </message>
    <message>
        <source>Sign in first, and give your friend&apos;s Matrix ID (@name:server).</source>
        <translation>Inicia sesión primero e indica el ID de Matrix de tu amigo (@nombre:servidor).</translation>
    </message>
    <message>
        <source>Inviting {name}…</source>
        <translation>Invitando a {name}…</translation>
    </message>
    <message>
        <source>Accepting the invitation…</source>
        <translation>Aceptando la invitación…</translation>
    </message>
    <message>
        <source>Playing online needs the Matrix client library, which this installation lacks. Install cardtable with its online part: pip install &apos;cardtable[online]&apos;</source>
        <translation>Jugar en línea necesita la biblioteca cliente de Matrix, que falta en esta instalación. Instala cardtable con su parte en línea: pip install &apos;cardtable[online]&apos;</translation>
    </message>
</context>
<context>
    <name>Plurals</name>
    <message numerus="yes">
        <source>%n game point(s)</source>
        <translation>
            <numerusform>%n punto de juego</numerusform>
            <numerusform>%n puntos de juego</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Pot: &lt;b&gt;%n&lt;/b&gt; chip(s)</source>
        <translation>
            <numerusform>Bote: &lt;b&gt;%n&lt;/b&gt; ficha</numerusform>
            <numerusform>Bote: &lt;b&gt;%n&lt;/b&gt; fichas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n chip(s)</source>
        <translation>
            <numerusform>%n ficha</numerusform>
            <numerusform>%n fichas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Playing to %n pot(s)</source>
        <translation>
            <numerusform>Se juega a %n bote</numerusform>
            <numerusform>Se juega a %n botes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Play %n card(s)</source>
        <translation>
            <numerusform>Jugar %n carta</numerusform>
            <numerusform>Jugar %n cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>answer with exactly %n card(s)</source>
        <translation>
            <numerusform>responde con exactamente %n carta</numerusform>
            <numerusform>responde con exactamente %n cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Bars: game points in the last %n hand(s) (green won, red lost).</source>
        <translation>
            <numerusform>Barras: puntos de juego en %n mano, la última (verde: ganada; rojo: perdida).</numerusform>
            <numerusform>Barras: puntos de juego en las últimas %n manos (verde: ganadas; rojo: perdidas).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Preferencias</translation>
    </message>
    <message>
        <source>preferences</source>
        <translation>preferencias</translation>
    </message>
    <message>
        <source>Like the system</source>
        <translation>Como el sistema</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <source>&amp;Deck</source>
        <translation>&amp;Baraja</translation>
    </message>
    <message>
        <source>Card &amp;back</source>
        <translation>&amp;Reverso</translation>
    </message>
    <message>
        <source>&amp;Animation speed</source>
        <translation>&amp;Velocidad de animación</translation>
    </message>
    <message>
        <source>A finished &amp;trick stays</source>
        <translation>&amp;Una baza terminada se queda</translation>
    </message>
    <message>
        <source>T&amp;heme</source>
        <translation>T&amp;ema</translation>
    </message>
    <message>
        <source>&amp;Cloth</source>
        <translation>Ta&amp;pete</translation>
    </message>
    <message>
        <source>Play a card with &amp;one click (Bura: a click picks it for the group)</source>
        <translation>Jugar una carta con un so&amp;lo clic (en Bura, un clic la elige para el grupo)</translation>
    </message>
    <message>
        <source>&amp;Sound</source>
        <translation>&amp;Sonido</translation>
    </message>
    <message>
        <source>&amp;Learner hints (your points this hand, unplayable cards dimmed)</source>
        <translation>&amp;Ayudas para aprender (tus puntos en esta mano, cartas no jugables atenuadas)</translation>
    </message>
    <message>
        <source>Auto-claim &amp;66 or declare 31 when right</source>
        <translation>Cantar &amp;66 o 31 automáticamente cuando sea correcto</translation>
    </message>
    <message>
        <source>Ask before &amp;closing the stock</source>
        <translation>Preguntar antes de cerrar el &amp;mazo</translation>
    </message>
    <message>
        <source>Hot-seat Bura: show a special hand at once (else keep it)</source>
        <translation>Bura entre dos personas: enseñar una mano especial enseguida (si no, guardarla)</translation>
    </message>
    <message>
        <source>Show the cards &amp;played, by suit</source>
        <translation>Mostrar las cartas &amp;jugadas, por palo</translation>
    </message>
    <message>
        <source>Show both players&apos; poi&amp;nts</source>
        <translation>Mostrar los pu&amp;ntos de los dos jugadores</translation>
    </message>
    <message>
        <source>Show the Hint button (&amp;key H)</source>
        <translation>Mostrar el botón Pista (tecla &amp;H)</translation>
    </message>
    <message>
        <source>&amp;Explain the computer&apos;s play</source>
        <translation>E&amp;xplicar las jugadas de la máquina</translation>
    </message>
    <message>
        <source>Learning</source>
        <translation>Aprendizaje</translation>
    </message>
    <message>
        <source>A learning aid: the hands played with it on are marked in the statistics.</source>
        <translation>Una ayuda para aprender: las manos jugadas con ella activada quedan marcadas en las estadísticas.</translation>
    </message>
    <message>
        <source>A learning aid: the hands where you ask for a hint are marked in the statistics.</source>
        <translation>Una ayuda para aprender: las manos en las que pides una pista quedan marcadas en las estadísticas.</translation>
    </message>
    <message>
        <source>Player &amp;{n} (hot-seat)</source>
        <translation>Jugador &amp;{n} (mismo dispositivo)</translation>
    </message>
</context>
<context>
    <name>ReasonWords</name>
    <message>
        <source>you have {score} points, and {goal} are enough</source>
        <translation>tienes {score} puntos, y con {goal} basta</translation>
    </message>
    <message>
        <source>closing needs {need} more points; trumps out: {trumps_out}</source>
        <translation>tras cerrar faltan {need} puntos; triunfos sin jugar: {trumps_out}</translation>
    </message>
    <message>
        <source>the face-up {card} is better in your hand</source>
        <translation>la carta boca arriba ({card}) está mejor en tu mano</translation>
    </message>
    <message>
        <source>announcing it counts {points} points</source>
        <translation>el cante suma {points} puntos</translation>
    </message>
    <message>
        <source>the rules let you show this hand now</source>
        <translation>las reglas te dejan enseñar esta mano ahora</translation>
    </message>
    <message>
        <source>there is nothing worth declaring</source>
        <translation>no hay nada que valga la pena cantar</translation>
    </message>
    <message>
        <source>it is the only card you may play</source>
        <translation>es la única carta que puedes jugar</translation>
    </message>
    <message>
        <source>trumping takes the trick with {amount} in it</source>
        <translation>fallando se gana la baza, con {amount} en juego</translation>
    </message>
    <message>
        <source>it takes the trick with {amount} in it</source>
        <translation>gana la baza, con {amount} en juego</translation>
    </message>
    <message>
        <source>it gives the trick away for only {amount}</source>
        <translation>cede la baza por solo {amount}</translation>
    </message>
    <message>
        <source>it gives the trick away and loses nothing by it</source>
        <translation>cede la baza sin perder nada</translation>
    </message>
    <message>
        <source>no card you have not seen beats the {card} in its suit</source>
        <translation>ninguna carta que no se haya visto supera a {card} en su palo</translation>
    </message>
    <message>
        <source>no card you have not seen beats it in its suit</source>
        <translation>ninguna carta que no se haya visto la supera en su palo</translation>
    </message>
    <message>
        <source>it draws trumps; trumps out: {trumps_out}</source>
        <translation>arrastra triunfos; triunfos sin jugar: {trumps_out}</translation>
    </message>
    <message>
        <source>it keeps your high cards back ({amount} led)</source>
        <translation>guarda las cartas altas (salida de {amount})</translation>
    </message>
    <message>
        <source>of your leads, this one came out best in the hint&apos;s search ({amount} led)</source>
        <translation>de tus salidas, es la que mejor resultó en el cálculo de la pista (salida de {amount})</translation>
    </message>
    <message>
        <source>it has {score} points, and {goal} are enough</source>
        <translation>tiene {score} puntos, y con {goal} basta</translation>
    </message>
    <message>
        <source>closing needs {need} more points; trumps still in play: {trumps_out}</source>
        <translation>tras cerrar faltan {need} puntos; triunfos aún en juego: {trumps_out}</translation>
    </message>
    <message>
        <source>the face-up {card} is better in its hand</source>
        <translation>la carta boca arriba ({card}) está mejor en su mano</translation>
    </message>
    <message>
        <source>the rules let it show this hand now</source>
        <translation>las reglas le dejan enseñar esta mano ahora</translation>
    </message>
    <message>
        <source>it draws trumps; trumps still in play: {trumps_out}</source>
        <translation>arrastra triunfos; triunfos aún en juego: {trumps_out}</translation>
    </message>
    <message numerus="yes">
        <source>%n honour(s)</source>
        <translation>
            <numerusform>%n honor</numerusform>
            <numerusform>%n honores</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n punto</numerusform>
            <numerusform>%n puntos</numerusform>
        </translation>
    </message>
    <message>
        <source>{who}: {why}.</source>
        <translation>{who}: {why}.</translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message>
        <source>Review of the hand</source>
        <translation>Revisión de la mano</translation>
    </message>
    <message>
        <source>◀ &amp;Previous trick</source>
        <translation>◀ Baza &amp;anterior</translation>
    </message>
    <message>
        <source>Next &amp;trick ▶</source>
        <translation>Baza &amp;siguiente ▶</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Cerrar</translation>
    </message>
    <message>
        <source>Hand {n}</source>
        <translation>Mano {n}</translation>
    </message>
    <message>
        <source>The whole match</source>
        <translation>Toda la partida</translation>
    </message>
    <message>
        <source>Choices of {name}</source>
        <translation>Decisiones: {name}</translation>
    </message>
    <message>
        <source>The whole match: {done} of {hands} hands reviewed.</source>
        <translation>Toda la partida: {done} de {hands} manos revisadas.</translation>
    </message>
    <message>
        <source>The expert is reviewing the hand…</source>
        <translation>El experto está revisando la mano…</translation>
    </message>
    <message>
        <source>The expert is reviewing hand {n}…</source>
        <translation>El experto está revisando la mano {n}…</translation>
    </message>
    <message>
        <source>{done} of {total} decisions</source>
        <translation>{done} de {total} decisiones</translation>
    </message>
    <message>
        <source>The review failed: {error}</source>
        <translation>La revisión ha fallado: {error}</translation>
    </message>
    <message>
        <source>Trick {n} of {count}</source>
        <translation>Baza {n} de {count}</translation>
    </message>
    <message>
        <source>The hand&apos;s end</source>
        <translation>Fin de la mano</translation>
    </message>
    <message>
        <source>No choice of yours to review in this trick.</source>
        <translation>En esta baza no hay ninguna decisión tuya que revisar.</translation>
    </message>
    <message>
        <source>No hand of this match has finished yet.</source>
        <translation>Todavía no ha terminado ninguna mano de esta partida.</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source># Playing with the keyboard

Every move can be made without a mouse.

- **Left / Right** (or Up / Down), **Home / End**: move along your hand, dimmed cards included; the card with the blue
  outline is where you are.
- **Enter**: play that card (a dimmed card is refused, with the rule that forbids it). In Bura, play
  the cards you have picked.
- **Space**: in Bura, pick the card (or put it back) to build a group of two or three.
- **M** marriage, **X** exchange the trump card, **C** close the stock, **A** claim 66 / declare 31,
  **D** declare a special hand, **P** pass: the letter is underlined on each button.
- **L**: look at the last trick again.
- **Space** or **Enter** on the table: go on when a finished trick stays until you click.
- **N** or **Enter**: next hand, after a hand&apos;s summary.
- **Tab**: move between your hand and the buttons. Two buttons with one letter (two marriages): the
  letter moves to each in turn, **Space** presses it.
- **Ctrl+N** new game, **Ctrl+R** restart the hand, **Ctrl+Z** undo, **Ctrl+,** preferences,
  **F1** the rules (on macOS the system&apos;s own keys for these).
</source>
        <translation># Jugar con el teclado

Todas las jugadas se pueden hacer sin ratón.

- **Izquierda / Derecha** (o Arriba / Abajo), **Inicio / Fin**: moverse por la mano, cartas atenuadas incluidas; la carta con el borde azul
  es donde estás.
- **Intro**: jugar esa carta (una carta atenuada se rechaza, con la regla que la prohíbe). En Bura, jugar las cartas elegidas.
- **Espacio**: en Bura, elegir la carta (o devolverla) para formar un grupo de dos o tres.
- **T** cantar las veinte o las cuarenta, **B** cambiar la carta de triunfo, **C** cerrar el mazo, **A** cantar 66 / 31,
  **S** enseñar una mano especial, **P** pasar: la letra aparece subrayada en cada botón.
- **L**: volver a ver la última baza.
- **Espacio** o **Intro** en la mesa: seguir cuando una baza terminada se queda hasta que pulses.
- **S** o **Intro**: siguiente mano, tras el resumen de la mano.
- **Tab**: pasar de la mano a los botones. Dos botones con la misma letra (dos cantes): la letra
  pasa de uno a otro, **Espacio** lo pulsa.
- **Ctrl+N** partida nueva, **Ctrl+R** repetir la mano, **Ctrl+Z** deshacer, **Ctrl+,** preferencias,
  **F1** las reglas (en macOS, las teclas propias del sistema).
</translation>
    </message>
    <message>
        <source>- **H**: the hint for your move; **Top choices** then lists its best options with their figures.
- In the hand review: **Right** or **Alt+T** next trick, **Left** or **Alt+P** previous trick.
- After a match&apos;s result: **Space**, or the underlined letter of Play again, starts the next match;
  **Enter** does not, so that a key meant for the next hand does not pass the final result unread.
</source>
        <extracomment>Keys that the list above left out (a newcomer found them missing from Help ▸ Keyboard).</extracomment>
        <translation>- **H**: la pista para tu jugada; **Mejores opciones** muestra luego sus mejores opciones con sus cifras.
- En el repaso de la mano: **Derecha** o **Alt+S** baza siguiente, **Izquierda** o **Alt+A** baza anterior.
- Tras el resultado de una partida: **Espacio**, o la letra subrayada de Otra vez, empieza la siguiente;
  **Intro** no, para que una tecla pensada para la siguiente mano no pase el resultado final sin leerlo.
</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <source>rules</source>
        <translation>reglas</translation>
    </message>
    <message>
        <source>keyboard</source>
        <translation>teclado</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>Teclado</translation>
    </message>
</context>
<context>
    <name>Sayer</name>
    <message>
        <source>{figure} pots</source>
        <translation>{figure} botes</translation>
    </message>
    <message>
        <source>{figure} game points</source>
        <translation>{figure} puntos de juego</translation>
    </message>
    <message numerus="yes">
        <source>%n costly lead(s)</source>
        <translation>
            <numerusform>%n salida costosa</numerusform>
            <numerusform>%n salidas costosas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n costly answer(s)</source>
        <translation>
            <numerusform>%n respuesta costosa</numerusform>
            <numerusform>%n respuestas costosas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n costly close(s)</source>
        <translation>
            <numerusform>%n cierre costoso</numerusform>
            <numerusform>%n cierres costosos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n missed close(s)</source>
        <translation>
            <numerusform>%n cierre desaprovechado</numerusform>
            <numerusform>%n cierres desaprovechados</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n missed claim(s)</source>
        <translation>
            <numerusform>%n canto desaprovechado</numerusform>
            <numerusform>%n cantos desaprovechados</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n missed exchange(s)</source>
        <translation>
            <numerusform>%n cambio desaprovechado</numerusform>
            <numerusform>%n cambios desaprovechados</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n missed marriage(s)</source>
        <translation>
            <numerusform>%n cante desaprovechado</numerusform>
            <numerusform>%n cantes desaprovechados</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n costly declaration(s)</source>
        <translation>
            <numerusform>%n canto costoso</numerusform>
            <numerusform>%n cantos costosos</numerusform>
        </translation>
    </message>
    <message>
        <source>No choice to review: every move was forced.</source>
        <translation>Ninguna decisión que revisar: todas las jugadas eran obligadas.</translation>
    </message>
    <message>
        <source>No costly choice in {n} decisions: {loss} against the expert.</source>
        <translation>Ninguna elección costosa en {n} decisiones: {loss} frente al experto.</translation>
    </message>
    <message>
        <source>{some} and {last}</source>
        <translation>{some} y {last}</translation>
    </message>
    <message>
        <source>{mistakes} ({costly}); in all {n} decisions, {loss} against the expert.</source>
        <translation>{mistakes} ({costly}); en todas las decisiones ({n}), {loss} frente al experto.</translation>
    </message>
    <message>
        <source>play {cards}</source>
        <translation>jugar {cards}</translation>
    </message>
    <message>
        <source>Your lead</source>
        <translation>Tu salida</translation>
    </message>
    <message>
        <source>Your choice</source>
        <translation>Tu decisión</translation>
    </message>
    <message>
        <source>Your answer</source>
        <translation>Tu respuesta</translation>
    </message>
    <message>
        <source>Choice</source>
        <translation>Opción</translation>
    </message>
    <message>
        <source>Chance to win the hand</source>
        <translation>Probabilidad de ganar la mano</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>Esperado</translation>
    </message>
    <message>
        <source>the expert&apos;s choice</source>
        <translation>la opción del experto</translation>
    </message>
    <message>
        <source>your choice</source>
        <translation>tu opción</translation>
    </message>
    <message>
        <source>Costly: {loss} against the expert&apos;s choice.</source>
        <translation>Costosa: {loss} frente a la opción del experto.</translation>
    </message>
    <message>
        <source>Not costly ({loss}).</source>
        <translation>No es costosa ({loss}).</translation>
    </message>
    <message>
        <source>Hindsight: this position was too big to solve with every card known.</source>
        <translation>A posteriori: esta posición era demasiado grande para resolverla con todas las cartas a la vista.</translation>
    </message>
    <message>
        <source>Hindsight, with every card known: your choice was as good as any ({value}).</source>
        <translation>A posteriori, con todas las cartas a la vista: tu opción era tan buena como cualquier otra ({value}).</translation>
    </message>
    <message>
        <source>Hindsight, with every card known: {best} was best ({value}); yours gave {mine}.</source>
        <translation>A posteriori, con todas las cartas a la vista: lo mejor era {best} ({value}); tu opción dio {mine}.</translation>
    </message>
</context>
<context>
    <name>ScorePanel</name>
    <message>
        <source>score sheet</source>
        <translation>hoja de puntos</translation>
    </message>
</context>
<context>
    <name>StatsWindow</name>
    <message>
        <source>Game</source>
        <extracomment>(column key, heading) of the totals table, in order: what a player compares at a glance. Each heading says what its column counts on its own (&quot;won&quot; beside &quot;won&quot; left the player guessing); the first space breaks it.</extracomment>
        <translation>Juego</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Rival</translation>
    </message>
    <message>
        <source>Bummerls won</source>
        <translation>Bummerls ganados</translation>
    </message>
    <message>
        <source>Claims right</source>
        <translation>Cantos correctos</translation>
    </message>
    <message>
        <source>Closes held</source>
        <translation>Cierres cumplidos</translation>
    </message>
    <message>
        <source>Matches played</source>
        <translation>Partidas jugadas</translation>
    </message>
    <message>
        <source>Matches won</source>
        <translation>Partidas ganadas</translation>
    </message>
    <message>
        <source>Hands played</source>
        <translation>Manos jugadas</translation>
    </message>
    <message>
        <source>Hands won</source>
        <translation>Manos ganadas</translation>
    </message>
    <message>
        <source>Game points won</source>
        <extracomment>(key, label) of the figures of the row picked in the table, listed beside the chart. Points are the game points a hand is worth (&quot;Points won&quot; read like card points).</extracomment>
        <translation>Puntos de juego ganados</translation>
    </message>
    <message>
        <source>Game points lost</source>
        <translation>Puntos de juego perdidos</translation>
    </message>
    <message>
        <source>Won Schneider</source>
        <translation>Ganadas con Schneider</translation>
    </message>
    <message>
        <source>Won Schwarz</source>
        <translation>Ganadas con Schwarz</translation>
    </message>
    <message>
        <source>Bummerls lost</source>
        <translation>Bummerls perdidos</translation>
    </message>
    <message>
        <source>Schneiderbummerls won</source>
        <translation>Schneiderbummerls ganados</translation>
    </message>
    <message>
        <source>Chips won or lost</source>
        <translation>Fichas ganadas o perdidas</translation>
    </message>
    <message>
        <source>Claims wrong</source>
        <translation>Cantos falsos</translation>
    </message>
    <message>
        <source>Closes failed</source>
        <translation>Cierres fallidos</translation>
    </message>
    <message>
        <source>Hands with undo</source>
        <translation>Manos con deshacer</translation>
    </message>
    <message>
        <source>Hands with a hint</source>
        <translation>Manos con pista</translation>
    </message>
    <message>
        <source>Hands with learning aids</source>
        <translation>Manos con ayudas para aprender</translation>
    </message>
    <message>
        <source>{preset}, rules changed</source>
        <extracomment>A preset whose rules the player changed in the New game dialog (kept as &quot;standard+&quot;).</extracomment>
        <translation>{preset}, reglas cambiadas</translation>
    </message>
    <message>
        <source>Statistics — cardtable</source>
        <translation>Estadísticas — cardtable</translation>
    </message>
    <message>
        <source>Statistics per game, rules and opponent</source>
        <translation>Estadísticas por juego, reglas y rival</translation>
    </message>
    <message>
        <source>&amp;Reset statistics…</source>
        <translation>&amp;Borrar estadísticas…</translation>
    </message>
    <message numerus="yes">
        <source>Left out of these figures, as damaged: %n record(s) of hands or matches.</source>
        <translation>
            <numerusform>Se deja fuera de estas cifras, por estar dañado: %n registro de manos o partidas.</numerusform>
            <numerusform>Se dejan fuera de estas cifras, por estar dañados: %n registros de manos o partidas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Only hands you play count; a demo counts nothing.</source>
        <translation>Solo cuentan las manos que juegas tú; una demostración no cuenta.</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Borrar estadísticas</translation>
    </message>
    <message>
        <source>Forget every recorded hand and match? This cannot be undone.</source>
        <translation>¿Olvidar todas las manos y partidas registradas? No se puede deshacer.</translation>
    </message>
</context>
<context>
    <name>SummaryPanel</name>
    <message>
        <source>The match is over: Space or {key} plays again.</source>
        <translation>La partida ha terminado: Espacio o {key} para jugar otra vez.</translation>
    </message>
    <message>
        <source>&amp;Next hand</source>
        <translation>&amp;Siguiente mano</translation>
    </message>
    <message>
        <source>continue to the next hand</source>
        <translation>seguir con la siguiente mano</translation>
    </message>
    <message>
        <source>N</source>
        <comment>shortcut of Next hand</comment>
        <translation>S</translation>
    </message>
    <message>
        <source>Shortcut: {key}</source>
        <translation>Tecla: {key}</translation>
    </message>
    <message>
        <source>&amp;Play again</source>
        <translation>&amp;Otra vez</translation>
    </message>
    <message>
        <source>play again with the same rules</source>
        <translation>jugar otra vez con las mismas reglas</translation>
    </message>
    <message>
        <source>New &amp;game…</source>
        <translation>&amp;Nueva partida…</translation>
    </message>
    <message>
        <source>choose a new game</source>
        <translation>elegir una partida nueva</translation>
    </message>
    <message>
        <source>&amp;Review hand</source>
        <translation>&amp;Revisar la mano</translation>
    </message>
    <message>
        <source>the expert&apos;s review of this hand</source>
        <translation>la revisión de esta mano por el experto</translation>
    </message>
</context>
<context>
    <name>TableWidget</name>
    <message>
        <source>You have {score} points.</source>
        <translation>Tus puntos: {score}.</translation>
    </message>
    <message>
        <source>card table</source>
        <translation>mesa de juego</translation>
    </message>
    <message>
        <source>the trick</source>
        <translation>la baza</translation>
    </message>
    <message>
        <source>the stock</source>
        <translation>el mazo</translation>
    </message>
    <message>
        <source>the trump card</source>
        <translation>la carta de triunfo</translation>
    </message>
    <message>
        <source>status line</source>
        <translation>línea de estado</translation>
    </message>
    <message>
        <source>{name}: hand</source>
        <translation>{name}: mano</translation>
    </message>
    <message>
        <source>closed</source>
        <translation>cerrado</translation>
    </message>
    <message>
        <source>Click to go on</source>
        <translation>Pulsa para seguir</translation>
    </message>
    <message>
        <source>No trick has been taken yet in this hand.</source>
        <translation>En esta mano todavía no se ha ganado ninguna baza.</translation>
    </message>
    <message>
        <source>Last trick: {name} · L: back to this trick</source>
        <translation>Última baza: {name} · L: volver a la baza en juego</translation>
    </message>
    <message>
        <source>Last trick: {name}</source>
        <translation>Última baza: {name}</translation>
    </message>
    <message>
        <source>Click a card to pick it; then press the Play button that appears, double-click it, or press Enter.</source>
        <translation>Haz clic en una carta para elegirla; después pulsa el botón Jugar que aparece, haz doble clic en ella o pulsa Intro.</translation>
    </message>
    <message>
        <source>Click</source>
        <translation>Haz clic</translation>
    </message>
    <message>
        <source>Ctrl+click</source>
        <translation>Ctrl+clic</translation>
    </message>
    <message numerus="yes">
        <source>{pick} %n card(s) of any suits to answer; then press the Play button that appears or press Enter.</source>
        <translation>
            <numerusform>{pick} en %n carta de cualquier palo para responder; después pulsa el botón Jugar que aparece o pulsa Intro.</numerusform>
            <numerusform>{pick} en %n cartas de cualquier palo para responder; después pulsa el botón Jugar que aparece o pulsa Intro.</numerusform>
        </translation>
    </message>
    <message>
        <source>Click a card to play it.</source>
        <translation>Pulsa una carta para jugarla.</translation>
    </message>
    <message>
        <source>Double-click a card, drag it to the middle or press Enter to play it.</source>
        <translation>Para jugar una carta, haz doble clic en ella, arrástrala al centro o pulsa Intro.</translation>
    </message>
    <message>
        <source>Match over</source>
        <translation>Fin de la partida</translation>
    </message>
    <message>
        <source>Hand over</source>
        <translation>Fin de la mano</translation>
    </message>
    <message>
        <source>Show your special hand or pass</source>
        <translation>Enseña tu mano especial o pasa</translation>
    </message>
    <message>
        <source>{name}: show your special hand or pass</source>
        <translation>{name}: enseña tu mano especial o pasa</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Te toca</translation>
    </message>
    <message>
        <source>{name} to play</source>
        <translation>Turno de {name}</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation>{name} está pensando…</translation>
    </message>
    <message>
        <source>Click cards of one suit to pick them; then press the Play button that appears, double-click the last card, or press Enter.</source>
        <translation>Haz clic en cartas de un mismo palo para elegirlas; después pulsa el botón Jugar que aparece, haz doble clic en la última carta o pulsa Intro.</translation>
    </message>
    <message>
        <source>Ctrl+click cards of one suit to pick them; then press the Play button that appears, press Enter, or drag them to the middle.</source>
        <translation>Ctrl+clic en cartas de un mismo palo para elegirlas; después pulsa el botón Jugar que aparece, pulsa Intro o arrástralas al centro.</translation>
    </message>
    <message>
        <source>Close the stock?</source>
        <translation>¿Cerrar el mazo?</translation>
    </message>
    <message>
        <source>Declare 31?</source>
        <translation>¿Cantar 31?</translation>
    </message>
    <message>
        <source>Claim 66?</source>
        <translation>¿Cantar 66?</translation>
    </message>
    <message>
        <source>The match is drawn.</source>
        <translation>La partida termina en empate.</translation>
    </message>
    <message>
        <source>You win the match!</source>
        <translation>¡Ganas la partida!</translation>
    </message>
    <message>
        <source>{name} wins the match.</source>
        <translation>Gana la partida: {name}.</translation>
    </message>
    <message>
        <source>Hands played: {hands} · won: {first} {a}, {second} {b}</source>
        <translation>Manos jugadas: {hands} · ganadas: {first} {a}, {second} {b}</translation>
    </message>
</context>
<context>
    <name>TopChoices</name>
    <message>
        <source>Top choices</source>
        <translation>Mejores opciones</translation>
    </message>
    <message>
        <source>Choice</source>
        <translation>Opción</translation>
    </message>
    <message>
        <source>Chance to win the hand</source>
        <translation>Probabilidad de ganar la mano</translation>
    </message>
    <message>
        <source>Expected game points</source>
        <translation>Puntos de juego esperados</translation>
    </message>
    <message>
        <source>Expected pots</source>
        <translation>Botes esperados</translation>
    </message>
    <message numerus="yes">
        <source>Figures from %n deal(s) the expert tried that fit what you have seen.</source>
        <translation>
            <numerusform>Cifras de %n reparto que probó el experto y que encaja con lo que has visto.</numerusform>
            <numerusform>Cifras de %n repartos que probó el experto y que encajan con lo que has visto.</numerusform>
        </translation>
    </message>
    <message>
        <source>No search was needed: this move is clear.</source>
        <translation>No hizo falta buscar: esta jugada está clara.</translation>
    </message>
</context>
<context>
    <name>WelcomeDialog</name>
    <message>
        <source>Welcome to cardtable</source>
        <translation>Te damos la bienvenida a cardtable</translation>
    </message>
    <message>
        <source>&lt;b&gt;Which game would you like to play?&lt;/b&gt;</source>
        <translation>&lt;b&gt;¿A qué juego quieres jugar?&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Play a guided first hand</source>
        <translation>Jugar una primera mano guiada</translation>
    </message>
    <message>
        <source>Just play</source>
        <translation>Jugar sin más</translation>
    </message>
    <message>
        <source>&lt;b&gt;To play a card&lt;/b&gt;, click it. Or pick it with the arrow keys and press Enter, or drag it to the middle of the table. In Bura, click each card of a group, then press Play.</source>
        <translation>&lt;b&gt;Para jugar una carta&lt;/b&gt;, haz clic en ella. O elígela con las flechas y pulsa Intro, o arrástrala al centro de la mesa. En Bura, haz clic en cada carta de un grupo y luego pulsa Jugar.</translation>
    </message>
    <message>
        <source>With one-click play off, a click only picks a card: double-click it, drag it or press Enter to play it.</source>
        <translation>Con el juego de un solo clic desactivado, un clic solo elige una carta: para jugarla, haz doble clic en ella, arrástrala o pulsa Intro.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Moves other than a card&lt;/b&gt; (a marriage, closing the stock, claiming 66, declaring 31 or a special hand) are buttons beside your hand; each has its key underlined.</source>
        <translation>&lt;b&gt;Las jugadas que no son una carta&lt;/b&gt; (un cante, cerrar el mazo, cantar 66, declarar 31 o una mano especial) son botones junto a tu mano; cada botón tiene su tecla subrayada.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The rules&lt;/b&gt;: press F1 (Help ▸ Rules). With learner hints on (Game ▸ Preferences), a card you may not play is dimmed and names the rule that forbids it.</source>
        <translation>&lt;b&gt;Las reglas&lt;/b&gt;: pulsa F1 (Ayuda ▸ Reglas). Con las ayudas para aprender activadas (Juego ▸ Preferencias), una carta que no puedes jugar aparece atenuada e indica la regla que la prohíbe.</translation>
    </message>
    <message>
        <source>&lt;b&gt;A hint&lt;/b&gt;: press H or the Hint button, and the expert shows its move and says why.</source>
        <translation>&lt;b&gt;Una pista&lt;/b&gt;: pulsa H o el botón Pista, y el experto te muestra su jugada y te dice por qué.</translation>
    </message>
    <message>
        <source>&lt;b&gt;After a hand&lt;/b&gt;, Game ▸ Review a hand… goes through it with the expert. Game ▸ Preferences ▸ Learning shows the cards already played, both players&apos; points, and why the computer played as it did.</source>
        <translation>&lt;b&gt;Después de una mano&lt;/b&gt;, Juego ▸ Revisar una mano… la repasa con el experto. Juego ▸ Preferencias ▸ Aprendizaje muestra las cartas ya jugadas, los puntos de los dos jugadores y por qué la máquina jugó como jugó.</translation>
    </message>
    <message>
        <source>You can read this again any time: Help ▸ How to play.</source>
        <translation>Puedes volver a leer esto cuando quieras: Ayuda ▸ Cómo jugar.</translation>
    </message>
</context>
<context>
    <name>access</name>
    <message>
        <source>face-down card</source>
        <translation>carta boca abajo</translation>
    </message>
    <message>
        <source>playable</source>
        <translation>se puede jugar</translation>
    </message>
    <message>
        <source>not playable: {why}</source>
        <translation>no se puede jugar: {why}</translation>
    </message>
    <message>
        <source>{n} cards</source>
        <translation>{n} cartas</translation>
    </message>
    <message>
        <source>1 card</source>
        <translation>1 carta</translation>
    </message>
    <message>
        <source>no cards</source>
        <translation>sin cartas</translation>
    </message>
    <message>
        <source>{who}: {cards}</source>
        <extracomment>a play as heard: &quot;Computer: ace of hearts&quot;</extracomment>
        <translation>{who}: {cards}</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Te toca</translation>
    </message>
    <message>
        <source>Card si&amp;ze</source>
        <translation>&amp;Tamaño de las cartas</translation>
    </message>
    <message>
        <source>Hi&amp;gh contrast table and deck</source>
        <translation>Mesa y cartas con alto &amp;contraste</translation>
    </message>
</context>
<context>
    <name>app</name>
    <message>
        <source>Something went wrong ({kind}); details are in {log}.</source>
        <translation>Algo ha salido mal ({kind}); los detalles están en {log}.</translation>
    </message>
    <message>
        <source>Something went wrong ({kind}); no log could be written.</source>
        <translation>Algo ha salido mal ({kind}); no se pudo escribir el registro.</translation>
    </message>
</context>
<context>
    <name>card-suit</name>
    <message>
        <source>clubs</source>
        <extracomment>A suit&apos;s word inside a card&apos;s name (a translation may need another form of it than alone: a genitive, an adjective&apos;s stem), in the context &quot;card-suit&quot; (&quot;tell-card-suit&quot;).</extracomment>
        <translation>tréboles</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>diamantes</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>corazones</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>picas</translation>
    </message>
</context>
<context>
    <name>cardindex</name>
    <message>
        <source>J</source>
        <comment>card index: jack</comment>
        <extracomment>one letter, must be one of: A B D H J K O Q R T U V А В Д К Т. The corner letter of the jack on French-suited cards in your country (German B for Bube); keep J if they say J.</extracomment>
        <translation>J</translation>
    </message>
    <message>
        <source>Q</source>
        <comment>card index: queen</comment>
        <extracomment>one letter, must be one of: A B D H J K O Q R T U V А В Д К Т. The corner letter of the queen on French-suited cards in your country (German D for Dame); keep Q if they say Q.</extracomment>
        <translation>Q</translation>
    </message>
    <message>
        <source>K</source>
        <comment>card index: king</comment>
        <extracomment>one letter, must be one of: A B D H J K O Q R T U V А В Д К Т. The corner letter of the king on French-suited cards in your country (Dutch H for heer); keep K if they say K.</extracomment>
        <translation>K</translation>
    </message>
    <message>
        <source>A</source>
        <comment>card index: ace</comment>
        <extracomment>one letter, must be one of: A B D H J K O Q R T U V А В Д К Т. The corner letter of the ace on French-suited cards in your country (Russian Т for туз); keep A if they say A.</extracomment>
        <translation>A</translation>
    </message>
</context>
<context>
    <name>cards</name>
    <message>
        <source>clubs</source>
        <extracomment>Suit and rank names per deck (D-2, D-3), for card names in sentences and for screen readers. The William Tell deck&apos;s words are in contexts of their own (&quot;tell-cards&quot;, &quot;tell-card-suit&quot;): in English they are the deck&apos;s own ranks and the suits&apos; English names (&quot;ober of leaves&quot;, &quot;daus of bells&quot;), lower case like the French deck&apos;s; a translation gives the deck&apos;s words in its language.</extracomment>
        <translation>tréboles</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>diamantes</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>corazones</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>picas</translation>
    </message>
    <message>
        <source>ace of {suit}</source>
        <extracomment>&quot;{rank} of {suit}&quot; in the card&apos;s own words (a Tell deck&apos;s names differ from the French deck&apos;s).</extracomment>
        <translation>as de {suit}</translation>
    </message>
    <message>
        <source>ten of {suit}</source>
        <translation>diez de {suit}</translation>
    </message>
    <message>
        <source>king of {suit}</source>
        <translation>rey de {suit}</translation>
    </message>
    <message>
        <source>queen of {suit}</source>
        <translation>reina de {suit}</translation>
    </message>
    <message>
        <source>jack of {suit}</source>
        <translation>jota de {suit}</translation>
    </message>
    <message>
        <source>nine of {suit}</source>
        <translation>nueve de {suit}</translation>
    </message>
    <message>
        <source>eight of {suit}</source>
        <translation>ocho de {suit}</translation>
    </message>
    <message>
        <source>seven of {suit}</source>
        <translation>siete de {suit}</translation>
    </message>
    <message>
        <source>six of {suit}</source>
        <translation>seis de {suit}</translation>
    </message>
    <message>
        <source>king</source>
        <extracomment>Rank words inside refusals, per deck (D-2, D-3). Lower case like the card names: they stand inside a sentence (&quot;lead its king or queen&quot;).</extracomment>
        <translation>rey</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>reina</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>jota</translation>
    </message>
    <message>
        <source>ace</source>
        <translation>as</translation>
    </message>
</context>
<context>
    <name>games</name>
    <message>
        <source>Schnapsen</source>
        <extracomment>The games&apos; titles as a player reads them (the specs hold them in English).</extracomment>
        <translation>Schnapsen</translation>
    </message>
    <message>
        <source>Bura</source>
        <translation>Bura</translation>
    </message>
    <message>
        <source>Bohemian Schneider</source>
        <translation>Schneider bohemio</translation>
    </message>
</context>
<context>
    <name>guide</name>
    <message>
        <source>Lead the {card1}: the highest trump cannot be beaten (S-10), and once you have won a trick your marriages count (S-12).</source>
        <translation>Sal con tu {card1}: el triunfo más alto no se puede superar (S-10), y en cuanto hayas ganado una baza, tus cantes cuentan (S-12).</translation>
    </message>
    <message>
        <source>The computer could not beat it, so it gave its cheapest card, the {card1}. You took the trick and drew a card from the stock (S-11).</source>
        <translation>La máquina no podía superar tu carta, así que dio la más barata que tenía: su {card1}. Has ganado la baza y has robado una carta del mazo (S-11).</translation>
    </message>
    <message>
        <source>You hold the {card1} and the {card2}: announce the marriage with its button below your cards. It is worth 20 (S-12).</source>
        <translation>Tienes las dos cartas del cante: {card1} y {card2}. Canta las veinte con su botón, debajo de tus cartas: valen 20 (S-12).</translation>
    </message>
    <message>
        <source>Now lead the {card1} or the {card2}: a marriage is played with one of its cards (S-12).</source>
        <translation>Ahora sal con una de estas cartas: {card1} o {card2}. Tras cantar se sale con una de las cartas del cante (S-12).</translation>
    </message>
    <message>
        <source>You drew the {card1}, the lowest trump: exchange it for the face-up {card2} (S-14). Then you hold the trump marriage.</source>
        <translation>Has robado el triunfo más bajo: {card1}. Cámbialo por la carta boca arriba, {card2} (S-14). Así tendrás las cuarenta.</translation>
    </message>
    <message>
        <source>Close the stock (S-15): nobody draws any more, and the computer must follow suit (S-17). Close only when you are sure of 66: with the trump marriage you are.</source>
        <translation>Cierra el mazo (S-15): ya nadie roba, y la máquina tiene que asistir al palo (S-17). Cierra solo cuando tengas los 66 asegurados: con las cuarenta, los tienes.</translation>
    </message>
    <message>
        <source>Announce the trump marriage: it is worth 40 (S-12), which makes 79 points.</source>
        <translation>Canta las cuarenta: valen 40 (S-12), y así llegas a 79 puntos.</translation>
    </message>
    <message>
        <source>Claim 66 with its button (S-19): you have 79. The computer has no trick, so you win 3 game points (S-22).</source>
        <translation>Canta 66 con su botón (S-19): tienes 79. La máquina no tiene ninguna baza, así que ganas 3 puntos de juego (S-22).</translation>
    </message>
    <message>
        <source>Well done: that is Schnapsen. Play on as you like; press H for a hint at any time.</source>
        <translation>¡Bien hecho! Así se juega a Schnapsen. Sigue jugando como quieras; pulsa H en cualquier momento para pedir una pista.</translation>
    </message>
    <message>
        <source>In Bura you may lead two or three cards of one suit (B-5). Pick the {card1} and the {card2}, then play them together.</source>
        <translation>En Bura puedes salir con dos o tres cartas del mismo palo (B-5). Elige tu {card1} y tu {card2}, y luego juégalas juntas.</translation>
    </message>
    <message>
        <source>Lead the {card1} alone: nothing beats the highest trump (B-7).</source>
        <translation>Sal solo con tu {card1}: nada supera al triunfo más alto (B-7).</translation>
    </message>
    <message>
        <source>The computer gave the {card1} rather than waste a good card, and you took the trick: you have 39 points now.</source>
        <translation>La máquina dio su {card1} para no desperdiciar una carta buena, y has ganado la baza: ahora tienes 39 puntos.</translation>
    </message>
    <message>
        <source>To take a group, the answer must beat each of its cards (B-8). The computer could not and gave the {card1} and the {card2}: the trick is yours, and you have 21 points.</source>
        <translation>Para ganar a un grupo, la respuesta tiene que superar cada una de sus cartas (B-8). La máquina no pudo y dio su {card1} y su {card2}: la baza es tuya, y tienes 21 puntos.</translation>
    </message>
    <message>
        <source>The computer gave the {card1}, worth nothing, and the trick is yours: 32 points, but only a declaration wins (B-17).</source>
        <translation>La máquina dio su {card1}, que no vale nada, y la baza es tuya: 32 puntos, pero solo gana quien canta (B-17).</translation>
    </message>
    <message>
        <source>Declare 31 with its button: with 31 or more you win the pot (B-18). Declaring with less would double the pot at your cost.</source>
        <translation>Canta 31 con su botón: con 31 o más ganas el bote (B-18). Cantar con menos doblaría el bote a tu cargo.</translation>
    </message>
    <message>
        <source>Well done: that is Bura. Keep count of your points as you play; press H for a hint at any time.</source>
        <translation>¡Bien hecho! Así se juega a Bura. Lleva la cuenta de tus puntos mientras juegas; pulsa H en cualquier momento para pedir una pista.</translation>
    </message>
    <message>
        <source>Schneider has no trumps and no duty to follow suit (H-4). Lead the {card1}: an answer wins only with a higher card of the suit led (H-5), and none is higher.</source>
        <translation>En Schneider no hay triunfo ni obligación de asistir al palo (H-4). Sal con tu {card1}: una respuesta solo gana con una carta más alta del palo de salida (H-5), y no hay ninguna más alta.</translation>
    </message>
    <message>
        <source>The computer gave the {card1}, no honour. Your trick holds one honour (H-2).</source>
        <translation>La máquina dio su {card1}, que no es honor. Tu baza tiene un honor (H-2).</translation>
    </message>
    <message>
        <source>Lead the {card1}: it is no honour, so if the computer takes the trick, it gains nothing from you.</source>
        <translation>Sal con tu {card1}: no es honor, así que, si la máquina gana la baza, no se lleva nada tuyo.</translation>
    </message>
    <message>
        <source>The computer took it with the {card1}: one honour for it, none from you.</source>
        <translation>La máquina la ganó con su {card1}: un honor para ella, ninguno tuyo.</translation>
    </message>
    <message>
        <source>Answer with the {card1}: it beats the {card2} in its own suit (H-5) and takes two honours.</source>
        <translation>Responde con tu {card1}: supera a su {card2}, del mismo palo (H-5), y se lleva dos honores.</translation>
    </message>
    <message>
        <source>Well done. Whoever takes 11 of the 20 honours wins (H-8). Play the hand out; press H for a hint at any time.</source>
        <translation>¡Bien hecho! Gana quien se lleva 11 de los 20 honores (H-8). Juega la mano hasta el final; pulsa H en cualquier momento para pedir una pista.</translation>
    </message>
    <message>
        <source>Lesson, step {n} of {total}: {words}</source>
        <translation>Lección, paso {n} de {total}: {words}</translation>
    </message>
    <message>
        <source>Not this move: the lesson asks for another. {words}</source>
        <translation>Esa jugada no: la lección pide otra. {words}</translation>
    </message>
</context>
<context>
    <name>notices</name>
    <message>
        <source>Your settings file could not be read ({reason}); the defaults are used.{kept}</source>
        <extracomment>What a player reads when something goes wrong here (worded in his language by the table).</extracomment>
        <translation>No se pudo leer el archivo de ajustes ({reason}); se usan los valores predeterminados.{kept}</translation>
    </message>
    <message>
        <source>it is not text</source>
        <extracomment>Why a settings file could not be read, in a player&apos;s words (the ``reason`` above).</extracomment>
        <translation>no es texto</translation>
    </message>
    <message>
        <source>it is not a settings file</source>
        <translation>no es un archivo de ajustes</translation>
    </message>
    <message>
        <source>it cannot be opened</source>
        <translation>no se puede abrir</translation>
    </message>
    <message>
        <source>it is not a file (a device or a pipe)</source>
        <translation>no es un archivo (es un dispositivo o una tubería)</translation>
    </message>
    <message>
        <source>it is too large</source>
        <translation>es demasiado grande</translation>
    </message>
    <message>
        <source>Your settings folder {folder} cannot be used ({reason}); the defaults are used and changes will not be saved.</source>
        <extracomment>The settings folder cannot be used at all (no permission, a file where the folder should be).</extracomment>
        <translation>No se puede usar tu carpeta de ajustes {folder} ({reason}); se usan los valores predeterminados y los cambios no se guardarán.</translation>
    </message>
    <message>
        <source>permission denied</source>
        <translation>permiso denegado</translation>
    </message>
    <message>
        <source>a file stands where a folder should be</source>
        <translation>hay un archivo donde debería haber una carpeta</translation>
    </message>
    <message>
        <source>it is a link that points back to itself</source>
        <translation>es un enlace que apunta a sí mismo</translation>
    </message>
    <message>
        <source>Some saved settings were not valid and were reset: {names}.</source>
        <translation>Algunos ajustes guardados no eran válidos y se restablecieron: {names}.</translation>
    </message>
    <message>
        <source>Some saved settings are unknown to this version or not valid and were left out: {names}. The file as it was is kept as {name}.</source>
        <extracomment>The same, when the file as it was (perhaps from a newer version) is kept beside the new one.</extracomment>
        <translation>Algunos ajustes guardados son desconocidos para esta versión o no son válidos y se han omitido: {names}. El archivo tal como estaba se ha guardado como {name}.</translation>
    </message>
    <message>
        <source>the game</source>
        <extracomment>How a setting is named to a player when its saved value is left out (not by its field name).</extracomment>
        <translation>el juego</translation>
    </message>
    <message>
        <source>the rules presets</source>
        <translation>los conjuntos de reglas</translation>
    </message>
    <message>
        <source>the rule toggles</source>
        <translation>las variantes de las reglas</translation>
    </message>
    <message>
        <source>the deck</source>
        <translation>la baraja</translation>
    </message>
    <message>
        <source>the card back</source>
        <translation>el reverso</translation>
    </message>
    <message>
        <source>the opponent</source>
        <translation>el rival</translation>
    </message>
    <message>
        <source>the animation speed</source>
        <translation>la velocidad de animación</translation>
    </message>
    <message>
        <source>sound</source>
        <translation>el sonido</translation>
    </message>
    <message>
        <source>auto-claim</source>
        <translation>el canto automático</translation>
    </message>
    <message>
        <source>learner hints</source>
        <translation>las ayudas para aprender</translation>
    </message>
    <message>
        <source>undo</source>
        <translation>permitir deshacer</translation>
    </message>
    <message>
        <source>asking before closing the stock</source>
        <translation>preguntar antes de cerrar el mazo</translation>
    </message>
    <message>
        <source>the theme</source>
        <translation>el tema</translation>
    </message>
    <message>
        <source>the cloth</source>
        <translation>el tapete</translation>
    </message>
    <message>
        <source>the card size</source>
        <translation>el tamaño de las cartas</translation>
    </message>
    <message>
        <source>high contrast</source>
        <translation>el alto contraste</translation>
    </message>
    <message>
        <source>how long a finished trick stays</source>
        <translation>cuánto se queda una baza terminada</translation>
    </message>
    <message>
        <source>one-click play</source>
        <translation>jugar con un solo clic</translation>
    </message>
    <message>
        <source>the Bura match length</source>
        <translation>la duración de la partida de Bura</translation>
    </message>
    <message>
        <source>hot-seat special hands</source>
        <translation>las manos especiales entre dos personas</translation>
    </message>
    <message>
        <source>the hot-seat names</source>
        <translation>los nombres de los jugadores en el mismo dispositivo</translation>
    </message>
    <message>
        <source>the language</source>
        <translation>el idioma</translation>
    </message>
    <message>
        <source>the window&apos;s size and place</source>
        <translation>el tamaño y la posición de la ventana</translation>
    </message>
    <message>
        <source>the welcome</source>
        <translation>la bienvenida</translation>
    </message>
    <message>
        <source>showing the cards played</source>
        <translation>mostrar las cartas jugadas</translation>
    </message>
    <message>
        <source>showing both players&apos; points</source>
        <translation>mostrar los puntos de los dos jugadores</translation>
    </message>
    <message>
        <source>the Hint button</source>
        <translation>el botón Pista</translation>
    </message>
    <message>
        <source>explaining the computer&apos;s play</source>
        <translation>explicar las jugadas de la máquina</translation>
    </message>
    <message>
        <source>the rules preset of {game}</source>
        <extracomment>A game&apos;s saved rules, named with the game&apos;s (and the rule&apos;s) title.</extracomment>
        <translation>el conjunto de reglas de {game}</translation>
    </message>
    <message>
        <source>the {game} rule “{rule}”</source>
        <translation>la regla «{rule}» de {game}</translation>
    </message>
    <message>
        <source>the rules of {game}</source>
        <translation>las reglas de {game}</translation>
    </message>
    <message>
        <source>“{key}”</source>
        <extracomment>A key this version does not know (a newer version&apos;s), named as it is written in the file.</extracomment>
        <translation>«{key}»</translation>
    </message>
    <message>
        <source> It was kept as {name}.</source>
        <translation> Se guardó como {name}.</translation>
    </message>
    <message>
        <source>The saved game names a seat that does not exist.</source>
        <extracomment>What a player reads when something goes wrong here (worded in his language by the table).</extracomment>
        <translation>La partida guardada indica un puesto que no existe.</translation>
    </message>
    <message>
        <source>The saved game&apos;s rules are not valid: {why}</source>
        <translation>Las reglas de la partida guardada no son válidas: {why}</translation>
    </message>
    <message>
        <source>Move {number} of the saved game ({action}) is not legal: {why}</source>
        <translation>La jugada {number} de la partida guardada ({action}) no está permitida: {why}</translation>
    </message>
    <message>
        <source>The game could not be saved to {path}: {why}.</source>
        <translation>No se pudo guardar la partida en {path}: {why}.</translation>
    </message>
    <message>
        <source>{name} is a folder, not a saved game.</source>
        <translation>{name} es una carpeta, no una partida guardada.</translation>
    </message>
    <message>
        <source>{name} is not a file (a device or a pipe), not a saved game.</source>
        <translation>{name} no es un archivo (es un dispositivo o una tubería), no es una partida guardada.</translation>
    </message>
    <message>
        <source>{name} is too large to be a saved game ({kb} KB).</source>
        <translation>{name} es demasiado grande para ser una partida guardada ({kb} KB).</translation>
    </message>
    <message>
        <source>{name} could not be read: {why}.</source>
        <translation>No se pudo leer {name}: {why}.</translation>
    </message>
    <message>
        <source>{name} is empty.</source>
        <translation>{name} está vacío.</translation>
    </message>
    <message>
        <source>{name} is damaged or not a saved game (it is not readable JSON; perhaps it was cut short).</source>
        <translation>{name} está dañado o no es una partida guardada (no es JSON legible; quizá quedó cortado).</translation>
    </message>
    <message>
        <source>{name} is not a cardtable saved game.</source>
        <translation>{name} no es una partida guardada de cardtable.</translation>
    </message>
    <message>
        <source>{name} was saved by a newer cardtable (format {version}); this version reads format {ours} and older.</source>
        <translation>{name} se guardó con un cardtable más reciente (formato {version}); esta versión lee el formato {ours} y anteriores.</translation>
    </message>
    <message>
        <source>{name} is not a valid saved game ({where}: {why}).</source>
        <translation>{name} no es una partida guardada válida ({where}: {why}).</translation>
    </message>
    <message>
        <source>{name} is not a valid saved game (its format version is not one this version knows).</source>
        <translation>{name} no es una partida guardada válida (esta versión no conoce la versión de su formato).</translation>
    </message>
    <message>
        <source>The game could not be saved ({where}: {why}).</source>
        <translation>No se pudo guardar la partida ({where}: {why}).</translation>
    </message>
    <message>
        <source>The game could not be saved to {path}: it is too long ({kb} KB).</source>
        <translation>No se pudo guardar la partida en {path}: es demasiado larga ({kb} KB).</translation>
    </message>
    <message>
        <source>Your unfinished game was kept as {name}; Game ▸ Open plays it on.</source>
        <translation>Tu partida sin terminar se guardó como {name}; Juego ▸ Abrir la continúa.</translation>
    </message>
    <message>
        <source>The autosaved game could not be resumed: {why}{kept}</source>
        <translation>No se pudo reanudar la partida guardada automáticamente: {why}{kept}</translation>
    </message>
    <message>
        <source>A guided first hand cannot be saved; Help ▸ Guided first hand starts it again.</source>
        <extracomment>A guided first hand (issue 43) is dealt by its lesson, not by the match&apos;s seed: it would replay another deal.</extracomment>
        <translation>Una primera mano guiada no se puede guardar; Ayuda ▸ Primera mano guiada la vuelve a empezar.</translation>
    </message>
    <message>
        <source> The old file was kept as {name}.</source>
        <extracomment>What a player reads when something goes wrong here (worded in his language by the table).</extracomment>
        <translation> El archivo antiguo se guardó como {name}.</translation>
    </message>
    <message>
        <source>The statistics could not be read ({problem}) and were started anew.{kept}</source>
        <translation>No se pudieron leer las estadísticas ({problem}) y se empezaron de nuevo.{kept}</translation>
    </message>
    <message>
        <source>Statistics cannot be kept: {why}.{kept}</source>
        <translation>No se pueden llevar estadísticas: {why}.{kept}</translation>
    </message>
    <message>
        <source>The statistics cannot be used now ({why}): the trouble is beside their file, at {name}, not in it. The file was left as it is; nothing is recorded in this run.</source>
        <translation>Las estadísticas no se pueden usar ahora ({why}): el problema está junto a su archivo, en {name}, no en él. El archivo se dejó como estaba; en esta sesión no se registra nada.</translation>
    </message>
    <message>
        <source>The statistics were not reset: another program is using them. Try again once it lets them go.</source>
        <translation>Las estadísticas no se han reiniciado: otro programa las está usando. Vuelve a intentarlo cuando las deje libres.</translation>
    </message>
    <message>
        <source>The statistics were written by a newer cardtable (schema {version}); they are left as they are and nothing is recorded.</source>
        <translation>Las estadísticas las escribió un cardtable más reciente (esquema {version}); se dejan como están y no se registra nada.</translation>
    </message>
    <message>
        <source>Statistics could not be saved: {why}.</source>
        <translation>No se pudieron guardar las estadísticas: {why}.</translation>
    </message>
    <message>
        <source>Statistics could not be reset: {why}.</source>
        <translation>No se pudieron restablecer las estadísticas: {why}.</translation>
    </message>
    <message>
        <source>Statistics could not be read: {why}.</source>
        <translation>No se pudieron leer las estadísticas: {why}.</translation>
    </message>
    <message>
        <source>The statistics are in use by another program; the hands of this run are recorded once it lets them go.</source>
        <translation>Otro programa está usando las estadísticas; las manos de esta sesión se registrarán cuando las deje libres.</translation>
    </message>
    <message>
        <source>the table could not show it (the error log has the details)</source>
        <extracomment>Why a saved match could not be shown (an error the table met; the log has the details).</extracomment>
        <translation>la mesa no pudo mostrarla (los detalles están en el registro de errores)</translation>
    </message>
    <message>
        <source>{name} could not be opened: {why}.</source>
        <translation>No se pudo abrir {name}: {why}.</translation>
    </message>
</context>
<context>
    <name>refusal</name>
    <message>
        <source>play one card at a time</source>
        <translation>juega las cartas de una en una</translation>
    </message>
    <message>
        <source>you do not hold {cards}</source>
        <translation>no tienes {cards}</translation>
    </message>
    <message>
        <source>after announcing a marriage you must lead its {King} or {Queen} ({suit})</source>
        <translation>después de cantar tienes que salir con una de sus cartas: {King} o {Queen} ({suit})</translation>
    </message>
    <message>
        <source>you must follow suit ({suit})</source>
        <translation>tienes que asistir al palo ({suit})</translation>
    </message>
    <message>
        <source>you must head the trick: play a higher card of the suit led ({suit})</source>
        <translation>tienes que montar: jugar una carta más alta del palo de salida ({suit})</translation>
    </message>
    <message>
        <source>you cannot follow suit, so you must trump ({suit})</source>
        <translation>no puedes asistir al palo, así que tienes que fallar ({suit})</translation>
    </message>
    <message>
        <source>a marriage is announced only when you lead, before leading</source>
        <translation>solo se cantan las veinte o las cuarenta cuando sales tú, antes de salir</translation>
    </message>
    <message>
        <source>you need the {King} and the {Queen} of {suit} to announce a marriage</source>
        <translation>para cantar necesitas las dos cartas de {suit}: {King} y {Queen}</translation>
    </message>
    <message>
        <source>announce a marriage before leading</source>
        <translation>canta las veinte o las cuarenta antes de salir</translation>
    </message>
    <message>
        <source>exchange before announcing a marriage (exchange, close, marriage, lead)</source>
        <translation>primero se cambia, luego se canta (cambiar, cerrar, cantar, salir)</translation>
    </message>
    <message>
        <source>you may exchange the trump card only on your turn to lead, before leading</source>
        <translation>solo puedes cambiar el triunfo cuando sales tú, antes de salir</translation>
    </message>
    <message>
        <source>the trump card no longer lies face up (stock closed or drawn)</source>
        <translation>la carta de triunfo ya no está boca arriba (mazo cerrado o agotado)</translation>
    </message>
    <message>
        <source>you need the trump {Jack} to exchange the trump card</source>
        <translation>para cambiar la carta de triunfo necesitas el triunfo más bajo: {Jack}</translation>
    </message>
    <message>
        <source>you need the trump {n} to exchange the trump card</source>
        <translation>para cambiar la carta de triunfo necesitas el {n} de triunfo</translation>
    </message>
    <message>
        <source>close before announcing a marriage (exchange, close, marriage, lead)</source>
        <translation>primero se cierra, luego se canta (cambiar, cerrar, cantar, salir)</translation>
    </message>
    <message>
        <source>you may close the stock only on your turn to lead, before leading</source>
        <translation>solo puedes cerrar el mazo cuando sales tú, antes de salir</translation>
    </message>
    <message>
        <source>the stock is already closed</source>
        <translation>el mazo ya está cerrado</translation>
    </message>
    <message>
        <source>the stock must be open and hold a face-down card besides the trump card</source>
        <translation>el mazo tiene que estar abierto y tener, además del triunfo, una carta boca abajo</translation>
    </message>
    <message>
        <source>you may close the stock only on your turn to lead, before leading, while it is open and holds a face-down card besides the trump card</source>
        <translation>solo puedes cerrar el mazo cuando sales tú, antes de salir, mientras esté abierto y tenga, además del triunfo, una carta boca abajo</translation>
    </message>
    <message>
        <source>drop the lowest trump ({cards}) on the trump card to exchange it</source>
        <translation>para cambiar, deja el triunfo más bajo ({cards}) sobre la carta de triunfo</translation>
    </message>
    <message>
        <source>the trump card is drawn last; Bura has no exchange.</source>
        <extracomment>The table&apos;s own refusals (the engine&apos;s are listed, generated, in ``engine_words.py``), each with the rule that decides it (&quot;&quot; when none does: the table is not ready for a move).</extracomment>
        <translation>la carta de triunfo se roba la última; en Bura no se cambia.</translation>
    </message>
    <message>
        <source>you may not lead more cards than your opponent holds</source>
        <translation>no puedes salir con más cartas de las que tiene tu rival</translation>
    </message>
    <message>
        <source>lead one card, or two or three cards of one suit</source>
        <translation>sal con una carta, o con dos o tres cartas del mismo palo</translation>
    </message>
    <message>
        <source>the cards are played out; declare 31 or pass</source>
        <translation>ya se han jugado las cartas; canta 31 o pasa</translation>
    </message>
    <message>
        <source>first declare your special hand or pass</source>
        <translation>primero enseña tu mano especial o pasa</translation>
    </message>
    <message>
        <source>you hold no special hand</source>
        <translation>no tienes ninguna mano especial</translation>
    </message>
    <message>
        <source>your hand is {held}, not {special}</source>
        <translation>lo que tienes es {held}, no {special}</translation>
    </message>
    <message>
        <source>three aces or molodka change nothing for the player who leads</source>
        <translation>tres ases o molodka no cambian nada para quien sale</translation>
    </message>
    <message>
        <source>only an equal or higher special hand answers the one declared</source>
        <translation>solo una mano especial igual o mayor responde a la enseñada</translation>
    </message>
    <message>
        <source>no declaration now</source>
        <translation>ahora no hay nada que cantar</translation>
    </message>
    <message>
        <source>it is your lead</source>
        <translation>sales tú</translation>
    </message>
    <message>
        <source>you must answer the cards led</source>
        <translation>tienes que responder a las cartas jugadas</translation>
    </message>
    <message>
        <source>nothing to pass now</source>
        <translation>ahora no hay nada que pasar</translation>
    </message>
    <message>
        <source>the Bura settles the pot; show your Bura or pass</source>
        <translation>la bura decide el bote; enseña tu bura o pasa</translation>
    </message>
    <message>
        <source>the hand is over</source>
        <translation>la mano ha terminado</translation>
    </message>
    <message>
        <source>the match is over</source>
        <translation>la partida ha terminado</translation>
    </message>
    <message>
        <source>Schnapsen has no {kind}</source>
        <translation>en Schnapsen no hay «{kind}»</translation>
    </message>
    <message>
        <source>Bura has no {kind}</source>
        <translation>en Bura no hay «{kind}»</translation>
    </message>
    <message>
        <source>Schneider has no {kind}; play a card</source>
        <translation>en Schneider no hay «{kind}»; juega una carta</translation>
    </message>
    <message>
        <source>The match is over: start a new game.</source>
        <translation>La partida ha terminado: empieza otra.</translation>
    </message>
    <message>
        <source>The hand is over: continue to the next deal.</source>
        <translation>La mano ha terminado: sigue con el siguiente reparto.</translation>
    </message>
    <message>
        <source>Please wait: it is not your turn.</source>
        <translation>Espera, por favor: no es tu turno.</translation>
    </message>
</context>
<context>
    <name>reviewwords</name>
    <message>
        <source>Trump card (stock: {n})</source>
        <translation>Carta de triunfo (mazo: {n})</translation>
    </message>
    <message>
        <source>The hand ended in this trick.</source>
        <translation>La mano terminó en esta baza.</translation>
    </message>
    <message>
        <source>{name} took the trick.</source>
        <translation>{name}: baza ganada.</translation>
    </message>
</context>
<context>
    <name>rulebook</name>
    <message>
        <source># Schnapsen

Two players, 20 cards: Ace, Ten, King, Queen and Jack of each suit. The **forehand** is the player who
does not deal; he leads first. The aim of a hand is to reach **66** points and claim them; the game
points won count down a **Bummerl** from 7.

## Cards and points
- **S-1** Within a suit the order is A, 10, K, Q, J. Points: Ace 11, Ten 10, King 4, Queen 3, Jack 2:
  120 in the deck, marriages not counted.

## The match (Bummerl)
- **S-2** Each player starts at 7 and counts down: the game points he wins are taken off his count.
  The first to reach 0 (or below) wins the Bummerl; the loser gets a Bummerl mark (●).
- **S-3** At the start of a match each player draws a card; the lower card deals (on a tie, draw
  again). After that the deal alternates every hand, across Bummerls too.
- **S-4** *Schneiderbummerl* (variant): a Bummerl loser who never scored a game point in it gets two
  marks (●●); the score sheet writes each Bummerl&apos;s marks apart (&quot;●, ●●&quot;).
- **S-5** *Rubber*: one Bummerl, or a rubber of 2 or 3 Bummerls won by the majority. A rubber of 3
  stops as soon as one player has won 2; a rubber of 2 can end 1–1, a drawn rubber.
- **S-6** *Stake Bummerl* (variant): each Bummerl is played for a stake that its loser pays: tripled
  if he won no trick in the whole Bummerl, otherwise doubled if he scored no game point in it. (Here
  Schneider and Schwarz describe the whole Bummerl, not one hand as in S-22.)

## Dealing
- **S-7** Three cards to the forehand, three to the dealer, the next card turned face up: its suit
  is **trump**. Then two more each. The other nine cards are the stock, face down, lying across the
  trump card, which stays visible and is the last card drawn.
- **S-8** The forehand leads to the first trick.

## While the stock is open
- **S-9** Lead any card; the answer may be any card: you need not follow suit or trump.
- **S-10** A trump beats any card of another suit, and the higher trump wins; without trumps the
  higher card of the suit led wins. An answer that neither follows higher nor trumps loses: the
  leader wins.
- **S-11** The trick winner draws the top card of the stock, then the other player draws; both hold
  five again (six in Siebener-Schnapsen). The trick winner leads next. The face-up trump card is
  drawn last, by the loser of the trick that empties the stock.
- **S-12** Holding the King and Queen of a suit, you may announce a **marriage** when it is your
  turn to lead, and you must then lead the King or the Queen: 40 in trumps, 20 in another suit. The
  points count only once you have won a trick in the hand; until then they wait, and they count as
  soon as you win one. Several marriages per hand are allowed, while the stock is open and after it
  is closed or used up.
- **S-13** A marriage announced on the forehand&apos;s first lead also waits for a won trick.
  *Bummerl mit 40* (variant): a **trump** marriage announced on the forehand&apos;s first lead counts at
  once, not only after his first trick. It is a custom that changes no result: without a trick he
  can neither reach 66 nor escape Schwarz (S-22), and his first trick would count the 40 anyway.
- **S-14** The holder of the lowest trump (the trump Jack; the trump 7 in Siebener-Schnapsen) may,
  on his turn to lead and before leading, exchange it for the face-up trump card, as long as the
  stock is open and the trump card still lies face up — also on the forehand&apos;s very first lead.
  **One turn, in this order:** exchange, then close, then announce a marriage, then lead; a claim
  (S-19) may come at any point of it.
- **S-15** On your turn to lead, before leading, you may **close** the stock while it is open and
  holds at least one face-down card besides the trump card. The trump card is turned face down; the
  trump suit stays. From then on nobody draws and S-17 holds at once. You have taken on to reach 66
  (S-21).

## When the stock is closed or used up
- **S-16** No more drawing; the hand is played out from the cards you hold (five tricks, six in
  Siebener-Schnapsen, when the stock ran out; as many as you hold when it was closed).
- **S-17** The answer must follow suit if it can; if it cannot, it must trump if it can; only if it
  can do neither may it be any card. You need not beat the card led.
  *Must head the trick* (variant; the usual Austrian tournament rule): when you follow suit you must
  play a higher card of that suit if you have one (so a trump led must be over-trumped); without a
  higher one you still follow with a lower one, never trump instead.

## Claiming 66 (Ausmachen)
- **S-18** Your score is the points in the tricks you won plus the marriages that count (S-12).
- **S-19** At any of your own turns — before leading, after announcing a marriage and before playing
  its card, or before answering — you may **claim** that your score has reached 66. Play stops and the
  claim is checked. Right: you win the hand, scored as S-22 — but if your opponent had closed the
  stock, he has failed (S-21) and you score as S-21 says. Wrong: your opponent scores 2 game points
  and the hand ends — but if you had closed the stock, a wrong claim is a failed close (S-21).
  *Example:* you have 58 and claim: a wrong claim, your opponent scores 2 game points.
- **S-20** *Auto-claim* (View menu; a player setting, not a rule, off by default because counting is
  part of the game; the Learner settings turn it on with the hints): the program claims for you at
  the first moment the claim is right. The computer always claims as soon as it can.
- **S-21** Whoever closed the stock must reach 66. He fails if his opponent makes a right claim
  first, if he makes a wrong claim himself, or if the last trick is played and he has fewer than 66
  (unless Phase-2 sweep is on and he took every trick after closing, S-25).
  On failure his opponent scores 2 game points, whatever the scores. With Phase-2 sweep on, an
  opponent who takes every trick after the close scores 3 instead (S-25). A closer who has 66 or more
  after the last trick wins the hand, scored as S-22. A wrong claim by the closer&apos;s *opponent* is an
  ordinary wrong claim (S-19).
  *Closing penalty 3 vs. trickless* (variant): if the opponent had won no trick when the stock was
  closed, he scores 3 instead of 2.
  *Example:* you close with 40 points. If your opponent then reaches 66 first and claims, he scores 2
  game points. If you reach 70 and claim, you win the hand and score by the opponent&apos;s points (S-22).
  If you claim with 60, or the last trick leaves you at 60, your opponent scores 2.

## Game points
- **S-22** The winner of a hand (by a right claim, S-21 or S-24) scores:
  1 game point if the loser has 33 to 65 points (his score, S-18, counted marriages included);
  2 if the loser has won a trick but has at most 32 points (**Schneider**);
  3 if the loser has won no trick (**Schwarz**), whatever his marriages.
  A loser who reached 66 without claiming counts as 33 to 65. In Siebener-Schnapsen a trick of two
  sevens is worth 0 points and still counts as a trick.
  *Score at closing* (variant): when the closer wins, the loser&apos;s points and tricks at the moment of
  closing decide Schneider and Schwarz.
  *Example:* you claim with 70 while your opponent has 30 points and one trick: Schneider, 2 game
  points.
- **S-23** Penalties do not look at the scores: a wrong claim gives the opponent 2 game points
  (S-19), and so does a failed close (S-21).
- **S-24** If nobody has claimed when the last trick is played and the stock was not closed, the
  player with the higher score wins the hand, even below 66, scored as S-22; on equal scores the
  winner of the last trick wins. If the stock was closed, S-21 decides instead.
  *Last trick wins* (variant): the winner of the last trick wins the hand, whatever the scores.
- **S-25** *Phase-2 sweep* (variant, on by default): if the hand is played to its last trick with no
  claim ending it, and one player took every trick led after the stock was closed or used up, he
  wins the hand with 3 game points. This comes before S-21 and S-24.
- **S-26** The end-of-hand summary names the winner, the game points and why; its tooltip names the
  rule that decided.

## Variants
- **S-27** *Siebener-Schnapsen* (variant): 24 cards, the sevens added (A, 10, K, Q, J, 7; the 7 is
  worth 0), hands of six. Deal: three to the forehand, three to the dealer, the trump card, three
  more each; the stock holds 11 cards besides the trump card.
- **S-28** The variants of the New game dialog: Bummerl mit 40 (S-13), Schneiderbummerl (S-4),
  Rubber (S-5), Stake Bummerl (S-6), Must head the trick (S-17), Closing penalty 3 vs. trickless
  (S-21), Score at closing (S-22), Last trick wins (S-24), Phase-2 sweep (S-25), Siebener-Schnapsen
  (S-27). The **Tournament** rules turn on Must head the trick, Closing penalty 3 vs.
  trickless, Score at closing and Last trick wins, and turn off Phase-2 sweep and Schneiderbummerl;
  the **Standard** rules are the defaults.

## Decks
- **D-1** Every game here is played with the same cards, four suits of up to nine ranks, and only with
  its own moves: Schnapsen has no pass and no special hands, Bura no marriage, exchange or closing,
  Schneider nothing but playing a card. The deck&apos;s look never changes a rule.

The French deck shows ♣ ♦ ♥ ♠ and Ace, 10, King, Queen, Jack. The William Tell deck (D-3) names the
suits Eichel (acorns, ♣), Schellen (bells, ♦), Herz (hearts, ♥) and Laub or Grün (leaves, ♠), and the
cards Daus or Ass (Ace), 10, König (King), Ober (Queen) and Unter (Jack); the Ober has the suit sign
at the top, the Unter lower down. The deck&apos;s look never changes a rule.
</source>
        <translation># Schnapsen

Dos jugadores, 20 cartas: as, diez, rey, reina y jota de cada palo. Es **mano** el jugador que no
reparte; él sale primero. En cada mano se trata de llegar a **66** puntos y cantarlos; los puntos de
juego ganados se van descontando de 7 en un **Bummerl**.

## Cartas y puntos
- **S-1** Dentro de cada palo el orden es A, 10, K, Q, J. Puntos: as 11, diez 10, rey 4, reina 3,
  jota 2: 120 en la baraja, sin contar los cantes.

## La partida (Bummerl)
- **S-2** Cada jugador empieza en 7 y cuenta hacia atrás: los puntos de juego que gana se restan de
  su cuenta. El primero que llega a 0 (o menos) gana el Bummerl; el perdedor se lleva una marca de
  Bummerl (●).
- **S-3** Al empezar una partida, cada jugador roba una carta; reparte quien saca la más baja (si
  empatan, se vuelve a robar). A partir de ahí el reparto se alterna en cada mano, también de un
  Bummerl al siguiente.
- **S-4** *Schneiderbummerl* (variante): quien pierde un Bummerl sin haberse anotado en él ni un
  punto de juego se lleva dos marcas (●●); la hoja de puntos escribe por separado las marcas de cada
  Bummerl («●, ●●»).
- **S-5** *Serie*: un Bummerl, o una serie de 2 o 3 Bummerls que gana quien gane más. Una serie de 3
  se acaba en cuanto un jugador ha ganado 2; una serie de 2 puede acabar 1–1, en empate.
- **S-6** *Bummerl con apuesta* (variante): cada Bummerl se juega por una apuesta que paga quien lo
  pierde: triple si no ganó ninguna baza en todo el Bummerl; si no, doble si no se anotó en él
  ningún punto de juego. (Aquí Schneider y Schwarz se refieren al Bummerl entero, no a una mano como
  en S-22.)

## El reparto
- **S-7** Tres cartas al jugador mano, tres al que reparte, y la siguiente se vuelve boca arriba: su
  palo es el **triunfo**. Luego dos más a cada uno. Las otras nueve cartas forman el mazo, boca
  abajo y atravesado sobre la carta de triunfo, que queda a la vista y es la última que se roba.
- **S-8** El jugador mano sale a la primera baza.

## Mientras el mazo está abierto
- **S-9** Sal con cualquier carta; la respuesta puede ser cualquier carta: no hace falta asistir ni
  fallar.
- **S-10** Un triunfo gana a cualquier carta de otro palo, y entre triunfos gana el más alto; si no
  hay triunfos, gana la carta más alta del palo de salida. Una respuesta que ni asiste con una carta
  más alta ni falla pierde: gana quien salió.
- **S-11** El ganador de la baza roba la carta de arriba del mazo y después roba el otro jugador;
  los dos vuelven a tener cinco cartas (seis en el Schnapsen con sietes). El ganador de la baza sale
  a la siguiente. La carta de triunfo boca arriba se roba la última, y se la lleva el perdedor de la
  baza que agota el mazo.
- **S-12** Si tienes el rey y la reina de un palo, puedes **cantar** cuando te toca salir, y
  entonces tienes que salir con el rey o con la reina: el cante vale 40 en el palo de triunfo (las
  cuarenta) y 20 en otro palo (las veinte). Los puntos solo cuentan cuando ya has ganado una baza en
  la mano; hasta entonces quedan en espera, y cuentan en cuanto ganas una. Se pueden hacer varios
  cantes por mano, tanto con el mazo abierto como después de cerrarlo o agotarlo.
- **S-13** Un cante en la primera salida del jugador mano también espera a que gane una baza.
  *Bummerl con 40* (variante): las **cuarenta** (el cante en el palo de triunfo) cantadas en la
  primera salida del jugador mano cuentan enseguida, no solo tras su primera baza. Es una costumbre
  que no cambia ningún resultado: sin una baza no puede llegar a 66 ni librarse del Schwarz (S-22),
  y su primera baza contaría las cuarenta de todos modos.
- **S-14** Quien tiene el triunfo más bajo (la jota de triunfo; el 7 de triunfo en el Schnapsen con
  sietes) puede, cuando le toca salir y antes de salir, cambiarlo por la carta de triunfo boca
  arriba, mientras el mazo esté abierto y la carta de triunfo siga boca arriba; también en la
  primerísima salida del jugador mano.
  **Un turno, en este orden:** cambiar, luego cerrar, luego cantar las veinte o las cuarenta, luego
  salir; cantar 66 (S-19) se puede en cualquier momento del turno.
- **S-15** Cuando te toca salir, antes de salir, puedes **cerrar** el mazo mientras esté abierto y
  le quede al menos una carta boca abajo además de la carta de triunfo. La carta de triunfo se pone
  boca abajo; el palo de triunfo no cambia. Desde ese momento nadie roba y S-17 rige enseguida. Te
  has comprometido a llegar a 66 (S-21).

## Cuando el mazo está cerrado o agotado
- **S-16** Ya no se roba; la mano se termina de jugar con las cartas que se tienen (cinco bazas,
  seis en el Schnapsen con sietes, si el mazo se agotó; tantas como cartas se tengan si se cerró).
- **S-17** La respuesta tiene que asistir al palo si puede; si no puede, tiene que fallar si puede;
  solo si no puede hacer ni lo uno ni lo otro puede ser cualquier carta. No hace falta superar la
  carta de salida.
  *Hay que montar* (variante; la regla habitual de los torneos austriacos): al asistir tienes que
  jugar una carta más alta de ese palo si la tienes (así que, si salen con triunfo, hay que montar
  con un triunfo más alto); si no tienes una más alta, asistes con una más baja, nunca fallas en su
  lugar.

## Cantar 66 (Ausmachen)
- **S-18** Tu puntuación son los puntos de las bazas que has ganado más los cantes que cuentan
  (S-12).
- **S-19** En cualquiera de tus turnos —antes de salir, después de cantar las veinte o las cuarenta
  y antes de jugar su carta, o antes de responder— puedes **cantar 66**: decir que tu puntuación ha
  llegado a 66. El juego se detiene y se comprueba el canto. Si es correcto, ganas la mano, y te
  anotas como en S-22; pero si tu rival había cerrado el mazo, ha fracasado (S-21) y te anotas lo que
  dice S-21. Si es falso, tu rival se anota 2 puntos de juego y la mano termina; pero si habías
  cerrado tú el mazo, un canto falso es un cierre fallido (S-21).
  *Ejemplo:* tienes 58 y cantas: es un canto falso, tu rival se anota 2 puntos de juego.
- **S-20** *Canto automático* (menú Ver; una preferencia del jugador, no una regla, desactivada por
  defecto porque contar forma parte del juego; los ajustes para aprender la activan junto con las
  ayudas): el programa canta por ti en el primer momento en que el canto es correcto. La máquina
  siempre canta en cuanto puede.
- **S-21** Quien cerró el mazo tiene que llegar a 66. Fracasa si su rival canta antes correctamente,
  si él mismo hace un canto falso o si se juega la última baza y tiene menos de 66 (salvo que esté
  activada «Todas las bazas en la fase 2» y haya ganado todas las bazas después de cerrar, S-25).
  Si fracasa, su rival se anota 2 puntos de juego, sean cuales sean las puntuaciones. Con «Todas las
  bazas en la fase 2» activada, un rival que gana todas las bazas después del cierre se anota 3 en
  su lugar (S-25). Quien cerró y tiene 66 o más después de la última baza gana la mano, y se anota
  como en S-22. Un canto falso del *rival* de quien cerró es un canto falso normal (S-19).
  *Castigo de 3 por cerrar contra quien no tiene baza* (variante): si el rival no había ganado
  ninguna baza cuando se cerró el mazo, se anota 3 en vez de 2.
  *Ejemplo:* cierras con 40 puntos. Si después tu rival llega antes a 66 y canta, se anota 2 puntos
  de juego. Si tú llegas a 70 y cantas, ganas la mano y te anotas según los puntos del rival
  (S-22). Si cantas con 60, o la última baza te deja en 60, tu rival se anota 2.

## Puntos de juego
- **S-22** El ganador de una mano (por un canto correcto, por S-21 o por S-24) se anota:
  1 punto de juego si el perdedor tiene de 33 a 65 puntos (su puntuación, S-18, con los cantes que
  cuentan);
  2 si el perdedor ha ganado alguna baza pero tiene 32 puntos como mucho (**Schneider**);
  3 si el perdedor no ha ganado ninguna baza (**Schwarz**), tenga los cantes que tenga.
  Un perdedor que llegó a 66 sin cantarlo cuenta como de 33 a 65. En el Schnapsen con sietes, una
  baza de dos sietes vale 0 puntos y aun así cuenta como baza.
  *Anotar al cerrar* (variante): cuando gana quien cerró, los puntos y las bazas que tenía el
  perdedor en el momento de cerrar deciden si hay Schneider o Schwarz.
  *Ejemplo:* cantas con 70 y tu rival tiene 30 puntos y una baza: Schneider, 2 puntos de juego.
- **S-23** Los castigos no miran las puntuaciones: un canto falso da al rival 2 puntos de juego
  (S-19), y un cierre fallido, también (S-21).
- **S-24** Si nadie ha cantado cuando se juega la última baza y el mazo no se cerró, gana la mano el
  jugador con más puntos, aunque no llegue a 66, y se anota como en S-22; si empatan, gana quien se
  llevó la última baza. Si el mazo se cerró, decide S-21.
  *La última baza gana* (variante): quien gana la última baza gana la mano, sean cuales sean las
  puntuaciones.
- **S-25** *Todas las bazas en la fase 2* (variante, activada por defecto): si la mano se juega
  hasta la última baza sin que ningún canto la termine, y un jugador ganó todas las bazas que se
  jugaron después de cerrarse o agotarse el mazo, gana la mano con 3 puntos de juego. Esto va antes
  que S-21 y S-24.
- **S-26** El resumen del final de la mano dice quién gana, cuántos puntos de juego y por qué; su
  texto emergente indica la regla que lo decidió.

## Variantes
- **S-27** *Schnapsen con sietes* (Siebener-Schnapsen, variante): 24 cartas, con los sietes (A, 10,
  K, Q, J, 7; el 7 vale 0), manos de seis cartas. Reparto: tres al jugador mano, tres al que
  reparte, la carta de triunfo y tres más a cada uno; el mazo tiene 11 cartas además de la carta de
  triunfo.
- **S-28** Las variantes del diálogo Partida nueva: «Bummerl con 40» (S-13), «Schneiderbummerl»
  (S-4), «Serie» (S-5), «Bummerl con apuesta» (S-6), «Hay que montar» (S-17), «Castigo de 3 por
  cerrar contra quien no tiene baza» (S-21), «Anotar al cerrar» (S-22), «La última baza gana»
  (S-24), «Todas las bazas en la fase 2» (S-25) y «Schnapsen con sietes» (S-27). Las reglas de
  **Torneo** activan «Hay que montar», «Castigo de 3 por cerrar contra quien no tiene baza»,
  «Anotar al cerrar» y «La última baza gana», y desactivan «Todas las bazas en la fase 2» y
  «Schneiderbummerl»; las reglas **Estándar** son las que vienen por defecto.

## Barajas
- **D-1** Aquí todos los juegos se juegan con las mismas cartas, cuatro palos de hasta nueve cartas,
  y cada uno solo con sus propias jugadas: en Schnapsen no se pasa ni hay manos especiales, en Bura
  no hay cantes, ni cambio, ni cierre, y en Schneider solo se juegan cartas. El aspecto de la baraja
  nunca cambia una regla.

La baraja francesa muestra ♣ ♦ ♥ ♠ y as, 10, rey, reina y jota. La baraja Guillermo Tell (D-3) tiene
los palos bellotas (Eichel, ♣), cascabeles (Schellen, ♦), corazones (Herz, ♥) y hojas (Laub o Grün,
♠), y las cartas as (Daus o Ass), 10, rey (König), ober (equivale a la reina) y unter (equivale a la
jota); el ober lleva el signo del palo arriba, y el unter, más abajo. El aspecto de la baraja nunca
cambia una regla.
</translation>
    </message>
    <message>
        <source># Bura

Two players, 36 cards, three cards in hand. A hand&apos;s pot of chips goes to the player who shows a
**Bura** (three trumps) or makes a right **declaration** of 31 points or more.

## Cards and chips
- **B-1** Order A, 10, K, Q, J, 9, 8, 7, 6. Points: Ace 11, Ten 10, King 4, Queen 3, Jack 2; the
  others 0 (120 in the deck).
- **B-2** Before the first hand each player puts 1 chip into the pot, and again after each pot is
  won. Your balance is the chips you won minus the chips you paid. A match is played to a number of
  pots (it ends as soon as a player has won that many, with no further ante), to a number of deals
  (every deal counts, replays included; then the higher balance wins, equal balances are a draw, and
  a pot still open is shared equally, an odd chip going to the dealer), or for as long as you like.
- **B-3** The first dealer is drawn at random; the non-dealer leads first.
- **B-4** Three cards each, one at a time, the non-dealer first. The next card is turned face up: its
  suit is **trump**. The stock lies across it, and it is drawn last.

## Leading and answering
- **B-5** Lead one card, or two or three cards **of one suit** (never more than your opponent holds).
- **B-6** Answer with as many cards, of any suits: you need not follow suit or trump. Answers are
  played face up.
- **B-7** A card is beaten by a higher card of its suit, or by a trump if it is no trump.
- **B-8** The answer wins only if **each** led card is beaten by a different answering card;
  beating only some of them wins nothing, and the leader takes the whole trick.
- **B-9** The trick winner takes all its cards and leads next.
- **B-10** Both draw back up to three, **one card at a time, alternately**, the trick winner first.
  When the stock cannot fill both hands completely, all its remaining cards (the trump card too) are
  set aside, and play goes on without drawing.
- **B-11** Example, hearts trump: K♠ 8♠ led, A♠ 7♥ answered: the ace beats the king and the trump the
  eight, so the answer takes 15 points. With 7♣ instead of 7♥ the eight is not beaten and the leader
  takes the 15.

## Special hands
- **B-12** Before a lead you may show a special hand. They rank, from highest to lowest: **Bura**
  (three trumps), **three aces**, **molodka** (three cards of one suit that is not trump).
- **B-13** A Bura wins the pot at once and ends the hand. If both players hold a Bura, the player
  who would lead counts as showing first. The other wins the pot only if his trumps beat each of the
  first player&apos;s trumps one-to-one (B-8); otherwise the first player wins it.
  *Example*, spades trump: the player who would lead holds A♠ 8♠ 7♠, the other 10♠ 9♠ 6♠. The 10
  beats the 8 and the 9 beats the 7, but nothing beats the ace: the player who would lead wins the
  pot. Had he held Q♠ J♠ 9♠ against A♠ 10♠ K♠, the other would beat each card and win.
- **B-14** Three aces and molodka do not win: they take the lead. At each lead point (the first lead
  and every lead after a trick and its drawing) the player who would **not** lead is offered first to
  show a special hand. Then the player who would lead: if the other showed three aces or molodka, he
  may answer with an equal or higher special hand — a Bura wins the pot, three aces or molodka keep
  him the lead (a tie favours him) — or pass and let the other lead; he is asked whether or not he
  holds such a hand (B-15). If the other showed nothing, he may show a Bura, or lead. When one player
  shows a Bura, the other is always asked to show his own before the pot is settled (B-13).
- **B-15** Whether you hold a special hand never shows unless you declare it. So the offers of B-14
  are turns that come to both players whether or not they hold one: while the player who would not
  lead holds three cards, his turn to show comes at every lead point (holding no special hand, he can
  only pass or declare 31); after three aces or molodka the leader is always asked, after a Bura the
  other player always. For a person holding nothing to show, the table passes at once. A declaration
  is refused where it changes nothing (a leader gains nothing by three aces or molodka unanswered).
  A declared hand is shown to your opponent; a pass is not shown to him in any way.

## Declaring 31
- **B-16** Your points are the card points in the tricks you won. At any of your own turns you may
  **declare**: your tricks are turned up and counted.
- **B-17** Reaching 31 is not enough: only a declaration wins. Keep count yourself: the table shows
  your points only with learner hints on. *Auto-declare* (View menu; a player setting, not a rule,
  off by default): the program declares 31 for you at the first moment you have 31.
- **B-18** 31 or more wins the pot. 30 or less: you add as many chips as the pot holds (doubling
  it), nobody wins it, and the hand ends.
- **B-19** After a declaration, right or wrong, the declarant deals next; after a Bura, the Bura
  winner deals next.
- **B-20** The winner of the last trick has one more turn, to declare or pass. After a pot is won
  each player antes 1 chip again; after a wrong declaration there is no new ante. If all cards are
  played out with no declaration, nobody wins: each player adds 1 chip to the pot and the same dealer
  deals again. A pot is never split: play goes on until someone wins it (only the end of a match
  to a number of deals shares an open pot, B-2).
- **B-21** Example: with 17 points you win the B-11 trick: 32, declare and take the pot. Declaring 30
  with 2 chips in the pot makes it 4, and a new hand begins.

## Decks
- **D-1** Every game here is played with the same cards, four suits of up to nine ranks, and only with
  its own moves: Bura has no marriage, exchange or closing. The deck&apos;s look never changes a rule.

The William Tell deck (D-3) names the suits Eichel (♣), Schellen (♦), Herz (♥) and Laub or Grün (♠),
and the cards, in the order of B-1: Daus or Ass (Ace), 10, König (King), Ober (Queen), Unter (Jack),
9, 8, 7, 6. The Ober has the suit sign at the top, the Unter lower down. The deck&apos;s look never changes
a rule.
</source>
        <translation># Bura

Dos jugadores, 36 cartas, tres cartas en la mano. El bote de fichas de cada mano es para el jugador
que enseña una **bura** (tres triunfos) o hace un **canto** correcto de 31 puntos o más.

## Cartas y fichas
- **B-1** Orden: A, 10, K, Q, J, 9, 8, 7, 6. Puntos: as 11, diez 10, rey 4, reina 3, jota 2; las
  demás, 0 (120 en la baraja).
- **B-2** Antes de la primera mano cada jugador pone 1 ficha en el bote, y vuelve a ponerla cada vez
  que se gana un bote. Tu saldo son las fichas que has ganado menos las que has pagado. Una partida
  se juega a un número de botes (termina en cuanto un jugador ha ganado esa cantidad, sin más
  puestas), a un número de repartos (cuentan todos los repartos, también los repetidos; al final
  gana el saldo más alto, con saldos iguales hay empate, y un bote que siga abierto se divide a
  partes iguales; si sobra una ficha, es para el que reparte) o todo el tiempo que queráis.
- **B-3** El primer repartidor se sortea; sale primero el que no reparte.
- **B-4** Tres cartas a cada uno, de una en una, empezando por el que no reparte. La siguiente carta
  se vuelve boca arriba: su palo es el **triunfo**. El mazo se coloca atravesado encima, y esa carta
  se roba la última.

## Salir y responder
- **B-5** Sal con una carta, o con dos o tres cartas **del mismo palo** (nunca más de las que tiene
  tu rival).
- **B-6** Responde con el mismo número de cartas, de cualquier palo: no hace falta asistir ni
  fallar. Las respuestas se juegan boca arriba.
- **B-7** A una carta la supera otra más alta de su palo, o un triunfo si ella no es triunfo.
- **B-8** La respuesta solo gana si **cada** carta de salida queda superada por una carta distinta
  de la respuesta; superar solo algunas no gana nada, y quien salió se lleva la baza entera.
- **B-9** El ganador de la baza se lleva todas sus cartas y sale a la siguiente.
- **B-10** Los dos roban hasta volver a tener tres, **de una en una y por turnos**, empezando por el
  ganador de la baza. Cuando en el mazo ya no quedan cartas para completar del todo las dos manos,
  todas las que quedan (también la carta de triunfo) se apartan, y se sigue jugando sin robar.
- **B-11** Ejemplo, triunfo corazones: se sale con K♠ 8♠ y se responde A♠ 7♥: el as supera al rey y
  el triunfo al ocho, así que la respuesta se lleva 15 puntos. Con 7♣ en lugar de 7♥ el ocho no
  queda superado y quien salió se lleva los 15.

## Manos especiales
- **B-12** Antes de una salida puedes enseñar una mano especial. De mayor a menor: **bura** (tres
  triunfos), **tres ases**, **molodka** (tres cartas de un mismo palo que no sea triunfo).
- **B-13** Una bura gana el bote enseguida y termina la mano. Si los dos jugadores tienen bura, se
  considera que enseña primero el que saldría. El otro solo gana el bote si sus triunfos superan uno
  a uno cada triunfo del primero (B-8); si no, lo gana el primero.
  *Ejemplo*, triunfo picas: el que saldría tiene A♠ 8♠ 7♠, y el otro, 10♠ 9♠ 6♠. El 10 supera al 8 y
  el 9 al 7, pero nada supera al as: el que saldría gana el bote. Si hubiera tenido Q♠ J♠ 9♠ contra
  A♠ 10♠ K♠, el otro superaría cada carta y ganaría.
- **B-14** Tres ases y molodka no ganan: dan la salida. En cada momento de salida (la primera salida
  y cada salida después de una baza y su robo) se ofrece primero enseñar una mano especial al
  jugador que **no** saldría. Luego al que saldría: si el otro enseñó tres ases o molodka, puede
  responder con una mano especial igual o mayor —una bura gana el bote; tres ases o molodka le
  mantienen la salida (el empate le favorece)— o pasar y dejar salir al otro; se le pregunta tenga o
  no una mano así (B-15). Si el otro no enseñó nada, puede enseñar una bura, o salir. Cuando un
  jugador enseña una bura, siempre se le pregunta al otro si enseña la suya antes de decidir el bote
  (B-13).
- **B-15** Si tienes una mano especial no se sabe nunca, salvo que la enseñes. Por eso las ofertas
  de B-14 son turnos que les llegan a los dos jugadores, tengan o no una: mientras el jugador que no
  saldría tiene tres cartas, su turno para enseñar llega en cada momento de salida (si no tiene
  ninguna mano especial, solo puede pasar o cantar 31); después de tres ases o molodka siempre se le
  pregunta al que sale, y después de una bura, siempre al otro. A una persona que no tiene nada que
  enseñar, la mesa le pasa enseguida. Se rechaza enseñar una mano cuando no cambia nada (el que sale
  no gana nada con tres ases o molodka que nadie responde). Una mano enseñada se le muestra a tu
  rival; un paso no se le muestra de ningún modo.

## Cantar 31
- **B-16** Tus puntos son los puntos de las cartas de las bazas que has ganado. En cualquiera de tus
  turnos puedes **cantar**: tus bazas se vuelven boca arriba y se cuentan.
- **B-17** Llegar a 31 no basta: solo gana quien canta. Lleva tú la cuenta: la mesa solo muestra tus
  puntos con las ayudas para aprender activadas. *Canto automático* (menú Ver; una preferencia del
  jugador, no una regla, desactivada por defecto): el programa canta 31 por ti en el primer momento
  en que tienes 31.
- **B-18** Con 31 o más ganas el bote. Con 30 o menos pones tantas fichas como haya en el bote (que
  así se dobla), nadie lo gana y la mano termina.
- **B-19** Después de un canto, correcto o falso, reparte quien cantó; después de una bura, reparte
  quien ganó con ella.
- **B-20** El ganador de la última baza tiene un turno más, para cantar o pasar. Cuando se gana un
  bote, cada jugador vuelve a poner 1 ficha; después de un canto falso no hay nueva puesta. Si se
  juegan todas las cartas sin que nadie cante, nadie gana: cada jugador pone 1 ficha más en el bote
  y vuelve a repartir el mismo. Un bote nunca se divide: se sigue jugando hasta que alguien lo gane
  (solo al final de una partida a un número de repartos se divide un bote abierto, B-2).
- **B-21** Ejemplo: con 17 puntos ganas la baza de B-11: tienes 32, cantas y te llevas el bote.
  Cantar con 30 cuando hay 2 fichas en el bote lo sube a 4, y empieza una mano nueva.

## Barajas
- **D-1** Aquí todos los juegos se juegan con las mismas cartas, cuatro palos de hasta nueve cartas,
  y cada uno solo con sus propias jugadas: en Bura no hay cantes de veinte o cuarenta, ni cambio, ni
  cierre. El aspecto de la baraja nunca cambia una regla.

La baraja Guillermo Tell (D-3) tiene los palos bellotas (Eichel, ♣), cascabeles (Schellen, ♦),
corazones (Herz, ♥) y hojas (Laub o Grün, ♠), y las cartas, en el orden de B-1: as (Daus o Ass), 10,
rey (König), ober (equivale a la reina), unter (equivale a la jota), 9, 8, 7, 6. El ober lleva el
signo del palo arriba, y el unter, más abajo. El aspecto de la baraja nunca cambia una regla.
</translation>
    </message>
    <message>
        <source># Bohemian Schneider

Two players, 32 cards, no trump and no duty to follow suit. What counts are the **honours** in your
tricks.

## Cards
- **H-1** Order A, K, Q, J, **10**, 9, 8, 7: the ten ranks below the jack.
- **H-2** Honours: A, K, Q, J and 10, one each; 20 in the deck. 9, 8 and 7 are worth nothing.

## Play
- **H-3** Six cards each, in packets of three, the non-dealer first; the other 20 cards (12 in the
  short deck) are the talon, face down.
- **H-4** The non-dealer leads first. Lead any card; the answer may be any card: you need not follow
  suit.
- **H-5** The answer wins only with a higher card of the suit led; otherwise the leader wins,
  whatever was played. (With the *Trump* variant, H-12, a trump also wins against another suit.)
- **H-6** The trick winner draws first from the talon, then the other; both hold six again. The
  trick winner leads next. When the talon is empty the last six tricks are played without drawing.
- **H-7** A misdeal voids the deal and the same dealer deals again. The program never misdeals; it
  refuses a saved game whose cards do not add up.

## Scoring
- **H-8** At the end of the deal each player counts the honours in his tricks. 11 to 15 wins
  1 game point; 16 to 19 (**Schneider**) 2; all 20 (**Schwarz**) 3. A 10–10 tie scores nothing and the
  same dealer deals again; after any other deal the deal passes to the other player.
  *Example:* 14 honours to 6 wins 1 game point; 17 to 3 wins 2.
- **H-9** The match is played to an agreed total, 7 or 10 game points: the first to reach it wins.
  The first dealer is drawn at random.

## Variants
- **H-10** *Short deck*: 24 cards, the 7s and 8s removed; the tens are no honours, so the honours
  are A, K, Q, J, 16 in all. 9 or more wins 1 game point, 13 or more is Schneider (2), all 16 Schwarz
  (3). An **8–8** tie scores nothing and the same dealer deals again. The talon holds 12 cards.
  *Example:* 9 honours to 7 wins 1 game point; 8 to 8 is a tie.
- **H-11** *Follow suit*: you must follow suit if you can (you need not beat).
- **H-12** *Trump*: the talon&apos;s bottom card is turned face up; its suit is trump, and it is drawn
  last. A trump beats any card of another suit, so the answer wins with a higher card of the suit
  led, or with a trump when a card of another suit was led.
- **H-13** *Cumulative honours*: instead of 1, 2 or 3, the winner scores the difference in honours
  (14 to 6 scores 8), and the match is played to 50 (ticking it in the New game dialog sets the
  target to 50; you may change it). A tie still scores nothing.
- **H-14** The French and the William Tell decks play alike. William Tell (D-3): Eichel (♣),
  Schellen (♦), Herz (♥), Laub or Grün (♠); Daus or Ass (Ace), König (King), Ober (Queen), Unter
  (Jack), 10, 9, 8, 7. The Ober has the suit sign at the top, the Unter lower down.
</source>
        <translation># Schneider bohemio

Dos jugadores, 32 cartas, sin triunfo y sin obligación de asistir al palo. Lo que cuenta son los
**honores** de tus bazas.

## Cartas
- **H-1** Orden: A, K, Q, J, **10**, 9, 8, 7: el diez va por debajo de la jota.
- **H-2** Honores: A, K, Q, J y 10, que valen uno cada uno; 20 en la baraja. El 9, el 8 y el 7 no
  valen nada.

## Juego
- **H-3** Seis cartas a cada uno, en paquetes de tres, empezando por el que no reparte; las otras 20
  cartas (12 en la baraja corta) forman el mazo de reserva (talón), boca abajo.
- **H-4** Sale primero el que no reparte. Se sale con cualquier carta; la respuesta puede ser
  cualquier carta: no hace falta asistir.
- **H-5** La respuesta solo gana con una carta más alta del palo de salida; si no, gana quien salió,
  se haya jugado lo que se haya jugado. (Con la variante *Triunfo*, H-12, un triunfo también gana a
  una carta de otro palo.)
- **H-6** El ganador de la baza roba primero del mazo de reserva y luego el otro; los dos vuelven a
  tener seis cartas. El ganador de la baza sale a la siguiente. Cuando el mazo de reserva se acaba,
  las seis últimas bazas se juegan sin robar.
- **H-7** Si se reparte mal, el reparto se anula y vuelve a repartir el mismo. El programa nunca
  reparte mal; rechaza una partida guardada cuyas cartas no cuadran.

## Puntuación
- **H-8** Al final del reparto cada jugador cuenta los honores de sus bazas. De 11 a 15 se gana 1
  punto de juego; de 16 a 19 (**Schneider**), 2; los 20 (**Schwarz**), 3. Un empate a 10–10 no
  puntúa y vuelve a repartir el mismo; después de cualquier otro reparto, el reparto pasa al otro
  jugador.
  *Ejemplo:* 14 honores contra 6 ganan 1 punto de juego; 17 contra 3 ganan 2.
- **H-9** La partida se juega hasta un total acordado, 7 o 10 puntos de juego: gana el primero que
  lo alcanza. El primer repartidor se sortea.

## Variantes
- **H-10** *Baraja corta*: 24 cartas, sin los sietes ni los ochos; los dieces no son honores, así
  que los honores son A, K, Q, J, 16 en total. Con 9 o más se gana 1 punto de juego, con 13 o más
  hay Schneider (2), y con los 16, Schwarz (3). Un empate a **8–8** no puntúa y vuelve a repartir el
  mismo. El mazo de reserva tiene 12 cartas.
  *Ejemplo:* 9 honores contra 7 ganan 1 punto de juego; 8 contra 8 es empate.
- **H-11** *Asistir al palo*: tienes que asistir al palo si puedes (no hace falta superar la carta).
- **H-12** *Triunfo*: la carta de abajo del mazo de reserva se vuelve boca arriba; su palo es el
  triunfo, y esa carta se roba la última. Un triunfo gana a cualquier carta de otro palo, así que la
  respuesta gana con una carta más alta del palo de salida, o con un triunfo cuando se salió con una
  carta de otro palo.
- **H-13** *Honores acumulados*: en vez de 1, 2 o 3, el ganador se anota la diferencia de honores
  (14 contra 6 da 8), y la partida se juega a 50 (al marcar esta variante en el diálogo Partida
  nueva, la meta pasa a 50; puedes cambiarla). Un empate sigue sin puntuar.
- **H-14** La baraja francesa y la Guillermo Tell se juegan igual. Guillermo Tell (D-3): bellotas
  (Eichel, ♣), cascabeles (Schellen, ♦), corazones (Herz, ♥), hojas (Laub o Grün, ♠); as (Daus o Ass),
  rey (König), ober (equivale a la reina), unter (equivale a la jota), 10, 9, 8, 7. El ober lleva el
  signo del palo arriba, y el unter, más abajo.
</translation>
    </message>
</context>
<context>
    <name>rules</name>
    <message>
        <source>Siebener-Schnapsen</source>
        <translation>Schnapsen con sietes</translation>
    </message>
    <message>
        <source>24 cards with the sevens (worth 0), hands of 6</source>
        <translation>24 cartas con los sietes (valen 0), manos de 6</translation>
    </message>
    <message>
        <source>Bummerl mit 40</source>
        <translation>Bummerl con 40</translation>
    </message>
    <message>
        <source>a trump marriage announced on the forehand&apos;s first lead counts at once, not only after his first trick (a custom that changes no result: without a trick he can neither reach 66 nor escape Schwarz)</source>
        <translation>las cuarenta cantadas en la primera salida del jugador mano cuentan enseguida, no solo tras su primera baza (una costumbre que no cambia ningún resultado: sin una baza no puede llegar a 66 ni librarse del Schwarz)</translation>
    </message>
    <message>
        <source>Schneiderbummerl</source>
        <translation>Schneiderbummerl</translation>
    </message>
    <message>
        <source>two Bummerl marks if the loser never scored a game point in the Bummerl</source>
        <translation>dos marcas de Bummerl si el perdedor no hizo ni un punto de juego en él</translation>
    </message>
    <message>
        <source>Rubber</source>
        <translation>Serie</translation>
    </message>
    <message>
        <source>play 1 Bummerl, or a rubber of 2 or 3 Bummerls</source>
        <translation>jugar 1 Bummerl, o una serie de 2 o 3 Bummerls</translation>
    </message>
    <message>
        <source>Stake Bummerl</source>
        <translation>Bummerl con apuesta</translation>
    </message>
    <message>
        <source>stake per Bummerl (0 = off); x2 if its loser scored no game point, x3 if no trick</source>
        <translation>apuesta por Bummerl (0 = sin apuesta); ×2 si el perdedor no hizo punto de juego, ×3 si no hizo baza</translation>
    </message>
    <message>
        <source>Must head the trick</source>
        <translation>Hay que montar</translation>
    </message>
    <message>
        <source>once the stock is closed or used up, follow suit with a higher card if you hold one (unticked, any card of the suit will do); holding none of the suit led, you must trump, as always</source>
        <translation>con el mazo cerrado o agotado, asistir con una carta más alta si se tiene (sin marcar, vale cualquier carta del palo); quien no tiene ninguna carta del palo de salida tiene que fallar, como siempre</translation>
    </message>
    <message>
        <source>Closing penalty 3 vs. trickless</source>
        <translation>Castigo de 3 por cerrar contra quien no tiene baza</translation>
    </message>
    <message>
        <source>a failed close gives 3, not 2, if the opponent had no trick when it was closed</source>
        <translation>un cierre fallido da 3 y no 2 si el rival no tenía baza al cerrar</translation>
    </message>
    <message>
        <source>Phase-2 sweep</source>
        <translation>Todas las bazas en la fase 2</translation>
    </message>
    <message>
        <source>taking every trick after the stock was closed or used up wins 3 game points, if no claim ended the hand</source>
        <translation>quien gana todas las bazas tras cerrar o agotar el mazo gana 3 puntos de juego, si ningún canto terminó la mano</translation>
    </message>
    <message>
        <source>Score at closing</source>
        <translation>Anotar al cerrar</translation>
    </message>
    <message>
        <source>a closer&apos;s win is scored by the loser&apos;s points and tricks at closing</source>
        <translation>la victoria de quien cierra se anota según los puntos y bazas del perdedor al cerrar</translation>
    </message>
    <message>
        <source>Last trick wins</source>
        <translation>La última baza gana</translation>
    </message>
    <message>
        <source>if nobody claims, the winner of the last trick wins the hand (after a close, the closer must still reach 66)</source>
        <translation>si nadie canta, quien gana la última baza gana la mano (tras cerrar, quien cerró aún debe llegar a 66)</translation>
    </message>
    <message>
        <source>Pots to win</source>
        <translation>Botes para ganar</translation>
    </message>
    <message>
        <source>the match ends when a player has won this many pots (0 = no pot limit)</source>
        <translation>la partida termina cuando un jugador ha ganado tantos botes (0 = sin límite)</translation>
    </message>
    <message>
        <source>Number of deals</source>
        <translation>Número de repartos</translation>
    </message>
    <message>
        <source>the match ends after this many deals, the higher balance winning (0 = no limit)</source>
        <translation>la partida termina tras tantos repartos y gana el saldo más alto (0 = sin límite)</translation>
    </message>
    <message>
        <source>Short deck</source>
        <translation>Baraja corta</translation>
    </message>
    <message>
        <source>24 cards without 7s and 8s; tens are no honours (16 in all, 8-8 is a tie)</source>
        <translation>24 cartas sin sietes ni ochos; los dieces no son honores (16 en total, 8-8 es empate)</translation>
    </message>
    <message>
        <source>Follow suit</source>
        <translation>Asistir al palo</translation>
    </message>
    <message>
        <source>you must follow suit if you can (you need not beat)</source>
        <translation>tienes que asistir al palo si puedes (no hace falta superar la carta)</translation>
    </message>
    <message>
        <source>Trump</source>
        <translation>Triunfo</translation>
    </message>
    <message>
        <source>the talon&apos;s bottom card is turned up for trump; a trump beats any other suit</source>
        <translation>la carta de abajo del mazo se vuelve boca arriba y marca el triunfo; un triunfo gana a cualquier otro palo</translation>
    </message>
    <message>
        <source>Cumulative honours</source>
        <translation>Honores acumulados</translation>
    </message>
    <message>
        <source>the winner scores the difference of honours; the match is played to 50</source>
        <translation>el ganador se anota la diferencia de honores; la partida se juega a 50</translation>
    </message>
    <message>
        <source>Match target</source>
        <translation>Meta de la partida</translation>
    </message>
    <message>
        <source>game points to win the match (7 or 10; 50 with cumulative honours)</source>
        <translation>puntos de juego para ganar (7 o 10; 50 con honores acumulados)</translation>
    </message>
</context>
<context>
    <name>score</name>
    <message>
        <source>counting down from 7</source>
        <translation>cuenta atrás desde 7</translation>
    </message>
    <message>
        <source>Bummerl</source>
        <translation>Bummerl</translation>
    </message>
    <message>
        <source>Bummerl marks (● per Bummerl lost, ●● for a Schneiderbummerl):&lt;br&gt;{you}: {a}&lt;br&gt;{them}: {b}</source>
        <translation>Marcas de Bummerl (● por Bummerl perdido, ●● por Schneiderbummerl):&lt;br&gt;{you}: {a}&lt;br&gt;{them}: {b}</translation>
    </message>
    <message>
        <source>Bummerl marks (● per Bummerl lost):&lt;br&gt;{you}: {a}&lt;br&gt;{them}: {b}</source>
        <translation>Marcas de Bummerl (● por Bummerl perdido):&lt;br&gt;{you}: {a}&lt;br&gt;{them}: {b}</translation>
    </message>
    <message>
        <source>Rubber of {n}: {a}–{b}</source>
        <translation>Serie a {n}: {a}–{b}</translation>
    </message>
    <message>
        <source>Stakes: {you} {a}, {them} {b}</source>
        <translation>Apuestas: {you} {a}, {them} {b}</translation>
    </message>
    <message>
        <source>Points this hand: {name} {n}</source>
        <translation>Puntos en esta mano: {name} {n}</translation>
    </message>
    <message>
        <source>{you}: {a}&lt;br&gt;{them}: {b}</source>
        <translation>{you}: {a}&lt;br&gt;{them}: {b}</translation>
    </message>
    <message>
        <source>Pots won: {a}–{b}</source>
        <translation>Botes ganados: {a}–{b}</translation>
    </message>
    <message>
        <source>Points this hand: {name} {n} (31 wins when declared)</source>
        <translation>Puntos en esta mano: {name} {n} (con 31 se gana solo si se canta)</translation>
    </message>
    <message>
        <source>Keep count as you play: only a declaration of 31 wins (B-17).</source>
        <translation>Lleva la cuenta mientras juegas: solo gana quien canta 31 (B-17).</translation>
    </message>
    <message>
        <source>{you}: &lt;b&gt;{a}&lt;/b&gt;&lt;br&gt;{them}: &lt;b&gt;{b}&lt;/b&gt;&lt;br&gt;playing to {n}</source>
        <translation>{you}: &lt;b&gt;{a}&lt;/b&gt;&lt;br&gt;{them}: &lt;b&gt;{b}&lt;/b&gt;&lt;br&gt;se juega a {n}</translation>
    </message>
    <message>
        <source>Honours this hand: {name} {n}</source>
        <translation>Honores en esta mano: {name} {n}</translation>
    </message>
    <message>
        <source>Trump: {suit}</source>
        <translation>Triunfo: {suit}</translation>
    </message>
    <message>
        <source>Deal {n} · dealer: {name}</source>
        <translation>Reparto {n} · reparte: {name}</translation>
    </message>
    <message>
        <source>Opponent: {name} ({level})</source>
        <translation>Rival: {name} ({level})</translation>
    </message>
    <message>
        <source>(+{n} with a first trick)</source>
        <translation>(+{n} con la primera baza)</translation>
    </message>
    <message>
        <source>Honours this hand:&lt;br&gt;{you}: {a}&lt;br&gt;{them}: {b}</source>
        <translation>Honores en esta mano:&lt;br&gt;{you}: {a}&lt;br&gt;{them}: {b}</translation>
    </message>
    <message>
        <source>Points this hand:&lt;br&gt;{you}: {a}&lt;br&gt;{them}: {b}</source>
        <translation>Puntos en esta mano:&lt;br&gt;{you}: {a}&lt;br&gt;{them}: {b}</translation>
    </message>
    <message>
        <source>Cards played:</source>
        <translation>Cartas jugadas:</translation>
    </message>
    <message>
        <source>Bummerl {n}: {name}</source>
        <translation>Bummerl {n}: {name}</translation>
    </message>
</context>
<context>
    <name>settings</name>
    <message>
        <source>French</source>
        <translation>Francesa</translation>
    </message>
    <message>
        <source>French, four colours</source>
        <translation>Francesa, cuatro colores</translation>
    </message>
    <message>
        <source>William Tell</source>
        <translation>Guillermo Tell</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Fácil</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Medio</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>Fuerte</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Experto</translation>
    </message>
    <message>
        <source>Random (for testing)</source>
        <translation>Al azar (para pruebas)</translation>
    </message>
    <message>
        <source>Another person (hot-seat)</source>
        <translation>Otra persona (mismo dispositivo)</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Estándar</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>Torneo</translation>
    </message>
    <message>
        <source>Tavern</source>
        <translation>Taberna</translation>
    </message>
    <message>
        <source>Short</source>
        <translation>Corta</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Clásica</translation>
    </message>
    <message>
        <source>House</source>
        <translation>De la casa</translation>
    </message>
    <message>
        <source>Classic red</source>
        <translation>Rojo clásico</translation>
    </message>
    <message>
        <source>Blue lattice</source>
        <translation>Celosía azul</translation>
    </message>
    <message>
        <source>Tell ornament</source>
        <translation>Adorno Tell</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Sin animación</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rápida</translation>
    </message>
    <message>
        <source>Normal</source>
        <extracomment>The card sizes a player can choose (Preferences), as he reads them (translated as settings).</extracomment>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Large</source>
        <translation>Grandes</translation>
    </message>
    <message>
        <source>Larger</source>
        <translation>Más grandes</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lenta</translation>
    </message>
    <message>
        <source>A moment</source>
        <translation>Un momento</translation>
    </message>
    <message>
        <source>A little longer</source>
        <translation>Un poco más</translation>
    </message>
    <message>
        <source>Until I click or play on</source>
        <translation>Hasta que pulse o siga jugando</translation>
    </message>
    <message>
        <source>Like the system</source>
        <translation>Como el sistema</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Claro</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Oscuro</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Verde</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Azul</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rojo</translation>
    </message>
    <message>
        <source>Grey</source>
        <translation>Gris</translation>
    </message>
</context>
<context>
    <name>shortcut</name>
    <message>
        <source>M</source>
        <extracomment>Each action&apos;s key; a translation names the letter of its own word (&quot;Ansagen&quot;: A).</extracomment>
        <translation>T</translation>
    </message>
    <message>
        <source>X</source>
        <translation>B</translation>
    </message>
    <message>
        <source>C</source>
        <translation>C</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>D</source>
        <translation>S</translation>
    </message>
    <message>
        <source>P</source>
        <translation>P</translation>
    </message>
</context>
<context>
    <name>tell-card-suit</name>
    <message>
        <source>acorns</source>
        <translation>bellotas</translation>
    </message>
    <message>
        <source>bells</source>
        <translation>cascabeles</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>corazones</translation>
    </message>
    <message>
        <source>leaves</source>
        <translation>hojas</translation>
    </message>
</context>
<context>
    <name>tell-cards</name>
    <message>
        <source>acorns</source>
        <translation>bellotas</translation>
    </message>
    <message>
        <source>bells</source>
        <translation>cascabeles</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>corazones</translation>
    </message>
    <message>
        <source>leaves</source>
        <translation>hojas</translation>
    </message>
    <message>
        <source>daus of {suit}</source>
        <translation>as de {suit}</translation>
    </message>
    <message>
        <source>ten of {suit}</source>
        <translation>diez de {suit}</translation>
    </message>
    <message>
        <source>king of {suit}</source>
        <translation>rey de {suit}</translation>
    </message>
    <message>
        <source>ober of {suit}</source>
        <translation>ober de {suit}</translation>
    </message>
    <message>
        <source>unter of {suit}</source>
        <translation>unter de {suit}</translation>
    </message>
    <message>
        <source>nine of {suit}</source>
        <translation>nueve de {suit}</translation>
    </message>
    <message>
        <source>eight of {suit}</source>
        <translation>ocho de {suit}</translation>
    </message>
    <message>
        <source>seven of {suit}</source>
        <translation>siete de {suit}</translation>
    </message>
    <message>
        <source>six of {suit}</source>
        <translation>seis de {suit}</translation>
    </message>
    <message>
        <source>king</source>
        <translation>rey</translation>
    </message>
    <message>
        <source>ober</source>
        <translation>ober</translation>
    </message>
    <message>
        <source>unter</source>
        <translation>unter</translation>
    </message>
    <message>
        <source>daus</source>
        <translation>as</translation>
    </message>
</context>
<context>
    <name>texts</name>
    <message>
        <source>Declare {goal}</source>
        <extracomment>How a player says &quot;my score has reached the goal&quot; in each game (S-19 claim, B-16 declare).</extracomment>
        <translation>Cantar {goal}</translation>
    </message>
    <message>
        <source>Auto-claim: you have {score} points, so 66 is claimed for you.</source>
        <extracomment>What auto-claim says when it acts for the human player (a player setting, not a rule; S-20).</extracomment>
        <translation>Canto automático: tienes {score} puntos, así que se cantan 66 por ti.</translation>
    </message>
    <message>
        <source>Auto-declare: you have {score} points, so 31 is declared for you.</source>
        <translation>Canto automático: tienes {score} puntos, así que se cantan 31 por ti.</translation>
    </message>
    <message>
        <source>A player setting, not a rule: as soon as your score reaches the goal, the program claims 66 for you in Schnapsen (S-20) or declares 31 for you in Bura (B-16). Counting is part of the game, so it is off by default; a learner may turn it on.</source>
        <extracomment>The View menu&apos;s auto-claim toggle, explained (its tooltip).</extracomment>
        <translation>Una preferencia del jugador, no una regla: en cuanto llegas a la meta, el programa canta por ti 66 en Schnapsen (S-20) o 31 en Bura (B-16). Contar es parte del juego, así que viene desactivada; quien aprende puede activarla.</translation>
    </message>
    <message>
        <source>{By} claimed 66 with {score} points, a right claim: {points} for {winner}.</source>
        <extracomment>One whole sentence per way a hand can end. {points} is &quot;1 game point&quot; / &quot;2 game points&quot;.</extracomment>
        <translation>{By}: canto de 66 con {score} puntos, correcto: {points} para {winner}.</translation>
    </message>
    <message>
        <source>{By} claimed 66 with only {score} points, a wrong claim: {points} for {winner}.</source>
        <translation>{By}: canto de 66 con solo {score} puntos, falso: {points} para {winner}.</translation>
    </message>
    <message>
        <source>{Loser} closed the stock, but {winner} claimed 66 first (with {score} points): a failed close, {points} for {winner}.</source>
        <translation>{Loser}: mazo cerrado, pero el rival cantó antes 66 (con {score} puntos): cierre fallido, {points} para {winner}.</translation>
    </message>
    <message>
        <source>{Loser} closed the stock and claimed 66 with only {score} points: a failed close, {points} for {winner}.</source>
        <translation>{Loser}: mazo cerrado y canto de 66 con solo {score} puntos: cierre fallido, {points} para {winner}.</translation>
    </message>
    <message>
        <source>{Loser} closed the stock but had only {score} points when the hand was played out: a failed close, {points} for {winner}.</source>
        <translation>{Loser}: mazo cerrado, pero solo {score} puntos al acabar la mano: cierre fallido, {points} para {winner}.</translation>
    </message>
    <message>
        <source>{Winner} closed the stock and had {score} points when the hand was played out: {points} for {winner}.</source>
        <translation>{Winner}: mazo cerrado y {score} puntos al acabar la mano: {points} para {winner}.</translation>
    </message>
    <message>
        <source>Nobody claimed, so the higher score wins: {winner} had {score} points to {other}. {Points} for {winner}.</source>
        <translation>Nadie cantó, así que gana quien tiene más puntos: {score} a {other}. {Points} para {winner}.</translation>
    </message>
    <message>
        <source>Nobody claimed and both had {score} points, so the last trick decides: {winner} took it. {Points} for {winner}.</source>
        <translation>Nadie cantó y los dos tenían {score} puntos, así que decide la última baza, que fue para {winner}. {Points} para {winner}.</translation>
    </message>
    <message>
        <source>Nobody claimed, and under the variant “Last trick wins” the winner of the last trick wins the hand: {winner} took it. {Points} for {winner}.</source>
        <translation>Nadie cantó y, con la variante «La última baza gana», la mano es para quien gana la última baza, que fue para {winner}. {Points} para {winner}.</translation>
    </message>
    <message>
        <source>{Winner} took every trick after the stock was used up: {points} for {winner}.</source>
        <translation>{Winner}: todas las bazas tras agotarse el mazo: {points} para {winner}.</translation>
    </message>
    <message>
        <source>{By} declared 31 with {score} points, a right declaration: {the_pot} goes to {winner}.</source>
        <translation>{By}: canto de 31 con {score} puntos, correcto: {the_pot} para {winner}.</translation>
    </message>
    <message>
        <source>{By} showed a Bura (three trumps): {the_pot} goes to {winner}.</source>
        <translation>{By}: bura enseñada (tres triunfos): {the_pot} para {winner}.</translation>
    </message>
    <message>
        <source>{Winner} closed the stock and took every trick after it: {points} for {winner}.</source>
        <translation>{Winner}: mazo cerrado y todas las bazas después del cierre: {points} para {winner}.</translation>
    </message>
    <message>
        <source>{Loser} closed the stock, but {winner} took every trick after it (Phase-2 sweep): {points} for {winner}.</source>
        <translation>{Loser}: mazo cerrado, pero todas las bazas después del cierre fueron para {winner} (Todas las bazas en la fase 2): {points} para {winner}.</translation>
    </message>
    <message>
        <source>{By} declared 31 with only {score} points, a wrong declaration: {by} doubled the pot and nobody wins it.</source>
        <translation>{By}: canto de 31 con solo {score} puntos, falso: el bote se dobla a cargo de {by} y nadie lo gana.</translation>
    </message>
    <message>
        <source>Both players held a Bura. {Winner} would lead, so that Bura counts as shown first, whoever showed it first; the other Bura did not beat each of those trumps one-to-one, so {the_pot} goes to {winner}.</source>
        <translation>Los dos tenían bura. {Winner}: turno de salida, así que esa bura cuenta como la primera, sin importar quién la enseñó antes; la otra bura no superó uno a uno a cada uno de esos triunfos, así que {the_pot} para {winner}.</translation>
    </message>
    <message>
        <source>Both players held a Bura. {Loser} would lead, so that Bura counts as shown first, whoever showed it first; the other Bura, held by {winner}, beat each of those trumps one-to-one, so {the_pot} goes to {winner}.</source>
        <translation>Los dos tenían bura. {Loser}: turno de salida, así que esa bura cuenta como la primera, sin importar quién la enseñó antes; la otra bura superó uno a uno a cada uno de esos triunfos, así que {the_pot} para {winner}.</translation>
    </message>
    <message>
        <source>All cards were played and nobody declared: nobody wins the pot, and each player adds a chip to it.</source>
        <translation>Se jugaron todas las cartas y nadie cantó: nadie gana el bote, y cada jugador pone una ficha más.</translation>
    </message>
    <message>
        <source>{Winner} took {score} honours to {other}: {points} for {winner}.</source>
        <translation>{Winner}: {score} honores a {other}: {points} para {winner}.</translation>
    </message>
    <message>
        <source>{Winner} took {score} honours to {other}, and with cumulative honours the difference counts: {points} for {winner}.</source>
        <translation>{Winner}: {score} honores a {other}; con honores acumulados cuenta la diferencia: {points} para {winner}.</translation>
    </message>
    <message>
        <source>The honours are tied, {score} to {other}: nobody scores, and the same dealer deals again.</source>
        <translation>Empate a honores, {score} a {other}: nadie se anota nada y vuelve a repartir el mismo jugador.</translation>
    </message>
    <message>
        <source>Schneider: {loser} had won a trick but no more than 32 points.</source>
        <extracomment>Why a won Schnapsen hand scored 2 or 3 (S-22), or a Schneider count Schneider or Schwarz (H-8, H-10).</extracomment>
        <translation>Schneider: alguna baza ganada por {loser}, pero no más de 32 puntos.</translation>
    </message>
    <message>
        <source>Schwarz: {loser} had won no trick.</source>
        <translation>Schwarz: ninguna baza ganada por {loser}.</translation>
    </message>
    <message>
        <source>Schneider (scored at closing): when the stock was closed, {loser} had won a trick but no more than 32 points.</source>
        <translation>Schneider (anotado al cerrar): al cerrarse el mazo, alguna baza ganada por {loser}, pero no más de 32 puntos.</translation>
    </message>
    <message>
        <source>Schwarz (scored at closing): when the stock was closed, {loser} had won no trick.</source>
        <translation>Schwarz (anotado al cerrar): al cerrarse el mazo, ninguna baza ganada por {loser}.</translation>
    </message>
    <message>
        <source>Schneider: {schneider} honours or more.</source>
        <translation>Schneider: {schneider} honores o más.</translation>
    </message>
    <message>
        <source>Schwarz: all {total} honours.</source>
        <translation>Schwarz: los {total} honores.</translation>
    </message>
    <message>
        <source>No new ante; the next hand plays for the doubled pot.</source>
        <extracomment>What becomes of a pot nobody won (B-18, B-20), when another hand follows; at the match&apos;s end (the last of N deals, B-2) the open pot is shared instead.</extracomment>
        <translation>Sin nueva puesta; la siguiente mano se juega por el bote doblado.</translation>
    </message>
    <message>
        <source>The same dealer deals again.</source>
        <translation>Vuelve a repartir el mismo jugador.</translation>
    </message>
    <message>
        <source>That was the match&apos;s last deal: the open pot of {pot} chips is shared equally between the players.</source>
        <translation>Era el último reparto de la partida: el bote abierto de {pot} fichas se divide a partes iguales entre los jugadores.</translation>
    </message>
    <message>
        <source>That was the match&apos;s last deal: the open pot of {pot} chips is shared equally, and the odd chip goes to the dealer, {dealer}.</source>
        <translation>Era el último reparto de la partida: el bote abierto de {pot} fichas se divide a partes iguales, y la ficha sobrante es para {dealer}, por ser quien reparte.</translation>
    </message>
    <message>
        <source>{Winner} counted down from 7 to 0, so the Bummerl goes to {winner}; {loser} still had {left} to go: a Bummerl mark (●) for {loser}.</source>
        <extracomment>A Bummerl&apos;s end (S-2, S-4, S-6): the countdown, the mark and the stake.</extracomment>
        <translation>{Winner}: cuenta atrás de 7 a 0 completa, así que el Bummerl es para {winner}; aún por descontar para {loser}: {left}. Una marca de Bummerl (●) para {loser}.</translation>
    </message>
    <message>
        <source>{Winner} counted down from 7 to 0, so the Bummerl goes to {winner}; {loser} never scored a game point in it: a Schneiderbummerl, two marks (●●) for {loser}.</source>
        <translation>{Winner}: cuenta atrás de 7 a 0 completa, así que el Bummerl es para {winner}; ni un punto de juego para {loser} en todo el Bummerl: Schneiderbummerl, dos marcas (●●) para {loser}.</translation>
    </message>
    <message>
        <source>The stake, {stake}, is paid by {loser}.</source>
        <translation>La apuesta, {stake}, corre a cargo de {loser}.</translation>
    </message>
    <message>
        <source>The stake, doubled to {stake}, is paid by {loser}: no game point in the whole Bummerl.</source>
        <translation>La apuesta, doblada a {stake}, corre a cargo de {loser}: ningún punto de juego en todo el Bummerl.</translation>
    </message>
    <message>
        <source>The stake, tripled to {stake}, is paid by {loser}: no trick in the whole Bummerl.</source>
        <translation>La apuesta, triplicada a {stake}, corre a cargo de {loser}: ninguna baza en todo el Bummerl.</translation>
    </message>
    <message>
        <source>The penalty is 3, not 2: {winner} had won no trick when the stock was closed.</source>
        <extracomment>A failed close whose penalty is 3 (S-21 variant).</extracomment>
        <translation>El castigo es 3, no 2: al cerrarse el mazo, aún no había ninguna baza ganada por {winner}.</translation>
    </message>
    <message>
        <source>Points: {first} {a}, {second} {b}.</source>
        <translation>Puntos: {first} {a}, {second} {b}.</translation>
    </message>
    <message>
        <source>Honours: {first} {a}, {second} {b}.</source>
        <translation>Honores: {first} {a}, {second} {b}.</translation>
    </message>
    <message>
        <source>Next to deal: {dealer}.</source>
        <translation>Siguiente en repartir: {dealer}.</translation>
    </message>
    <message>
        <source>the pot of {pot} chips</source>
        <translation>el bote de {pot} fichas</translation>
    </message>
    <message>
        <source>Honours taken: {first}: {a}. {second}: {b}.</source>
        <translation>Honores ganados: {first}: {a}. {second}: {b}.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>Decided by rule {rule}: see Help ▸ Rules.</source>
        <translation>Lo decidió la regla {rule}: ver Ayuda ▸ Reglas.</translation>
    </message>
    <message>
        <source>Marriage {suit} ({value})</source>
        <translation>Cantar en {suit} ({value})</translation>
    </message>
    <message>
        <source>Claim {goal}</source>
        <translation>Cantar {goal}</translation>
    </message>
    <message>
        <source>Expected game points are counted by what they are worth for the Bummerl at this score.</source>
        <extracomment>Beside the hint&apos;s and the review&apos;s figures when they are game points weighed by the Bummerl&apos;s score (``Advice.converted``): the figure the choice is ranked by, and a loss is counted in.</extracomment>
        <translation>Los puntos de juego esperados cuentan por lo que valen para el Bummerl con este marcador.</translation>
    </message>
    <message>
        <source>{Who}: no trick taken, so {n} marriage points did not count (S-12).</source>
        <translation>{Who}: ninguna baza ganada, así que {n} puntos de cantes no contaron (S-12).</translation>
    </message>
    <message>
        <source>Declare Bura</source>
        <translation>Enseñar bura</translation>
    </message>
    <message>
        <source>Three aces</source>
        <translation>Enseñar tres ases</translation>
    </message>
    <message>
        <source>Molodka</source>
        <translation>Enseñar molodka</translation>
    </message>
    <message>
        <source>Exchange trump</source>
        <translation>Cambiar triunfo</translation>
    </message>
    <message>
        <source>Close the stock</source>
        <translation>Cerrar el mazo</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pasar</translation>
    </message>
    <message>
        <source>{Who}: closed the stock.</source>
        <extracomment>What the status line says a player did (the buttons&apos; own labels are commands: &quot;Close the stock&quot;).</extracomment>
        <translation>{Who}: mazo cerrado.</translation>
    </message>
    <message>
        <source>{Who}: announced the marriage {suit} ({value}).</source>
        <translation>{Who}: cante en {suit} ({value}).</translation>
    </message>
    <message>
        <source>{Who}: claimed {goal}.</source>
        <translation>{Who}: canto de {goal}.</translation>
    </message>
    <message>
        <source>{Who}: declared {goal}.</source>
        <translation>{Who}: canto de {goal}.</translation>
    </message>
    <message>
        <source>{Who}: showed a Bura.</source>
        <translation>{Who}: bura enseñada.</translation>
    </message>
    <message>
        <source>{Who}: showed three aces, to take the lead (B-14).</source>
        <translation>{Who}: tres ases enseñados, que dan la salida (B-14).</translation>
    </message>
    <message>
        <source>{Who}: showed a molodka (three cards of one suit, not trumps), to take the lead (B-14).</source>
        <translation>{Who}: molodka enseñada (tres cartas de un mismo palo que no es triunfo), que da la salida (B-14).</translation>
    </message>
    <message>
        <source>{Answerer} answered the {lead} with the higher {answer}: the trick goes to {winner} ({rule}).</source>
        <extracomment>A trick in words (the status line after each trick), one sentence by the rule that decided it (S-10, B-7, B-8, H-5, H-12): who answered which led cards with which cards (a group in the order the table lays it, each answering card on the led card it faces), and who takes the trick. The winner is named in &quot;the trick goes to {winner}&quot;, so that one template serves &quot;you&quot; and another.</extracomment>
        <translation>{Answerer}: {answer} contra {lead}, una carta más alta del mismo palo: la baza es para {winner} ({rule}).</translation>
    </message>
    <message>
        <source>{Answerer} trumped the {lead} with the {answer}: the trick goes to {winner} ({rule}).</source>
        <translation>{Answerer}: {answer} contra {lead}, un fallo con triunfo: la baza es para {winner} ({rule}).</translation>
    </message>
    <message>
        <source>{Answerer} answered the {lead} with the lower {answer}: the trick goes to {winner} ({rule}).</source>
        <translation>{Answerer}: {answer} contra {lead}, una carta más baja del mismo palo: la baza es para {winner} ({rule}).</translation>
    </message>
    <message>
        <source>{Answerer} answered the {lead} with the {answer}, a lower trump: the trick goes to {winner} ({rule}).</source>
        <translation>{Answerer}: {answer} contra {lead}, un triunfo más bajo: la baza es para {winner} ({rule}).</translation>
    </message>
    <message>
        <source>{Answerer} answered the {lead} with the {answer}, which neither follows suit nor trumps: the trick goes to {winner} ({rule}).</source>
        <translation>{Answerer}: {answer} contra {lead}, sin asistir ni fallar: la baza es para {winner} ({rule}).</translation>
    </message>
    <message>
        <source>{Answerer} answered the {lead} with the {answer}, of another suit, and there is no trump: the trick goes to {winner} ({rule}).</source>
        <translation>{Answerer}: {answer} contra {lead}, de otro palo, y no hay triunfo: la baza es para {winner} ({rule}).</translation>
    </message>
    <message>
        <source>{Answerer} answered the {lead} with the {answer}, each card beating the led card in its place: the trick goes to {winner} ({rule}).</source>
        <translation>{Answerer}: {answer} contra {lead}, cada carta supera a la que tiene enfrente: la baza es para {winner} ({rule}).</translation>
    </message>
    <message>
        <source>{Answerer} answered the {lead} with the {answer}, which does not beat the {unbeaten}: the trick goes to {winner} ({rule}).</source>
        <translation>{Answerer}: {answer} contra {lead}; sin superar: {unbeaten}. La baza es para {winner} ({rule}).</translation>
    </message>
    <message>
        <source>{Answerer} answered the {lead} with the {answer}, which beats none of them: the trick goes to {winner} ({rule}).</source>
        <translation>{Answerer}: {answer} contra {lead}, sin superar a ninguna: la baza es para {winner} ({rule}).</translation>
    </message>
    <message>
        <source>{Answerer} answered the {lead} with the {answer}, which cannot beat all the led cards at once: the trick goes to {winner} ({rule}).</source>
        <translation>{Answerer}: {answer} contra {lead}, sin poder superar a todas a la vez: la baza es para {winner} ({rule}).</translation>
    </message>
    <message>
        <source>Since your last move:</source>
        <extracomment>Hot-seat: the head of what happened since the player&apos;s last move, when the curtain lifts.</extracomment>
        <translation>Desde tu última jugada:</translation>
    </message>
    <message>
        <source>{Leader} led the {cards}.</source>
        <extracomment>The other side&apos;s lead, for the status line (one card, or a Bura group of two or three).</extracomment>
        <translation>{Leader} (salida): {cards}.</translation>
    </message>
    <message>
        <source>{Leader} led a group: {cards}.</source>
        <translation>{Leader} (salida en grupo): {cards}.</translation>
    </message>
    <message>
        <source>Close the stock? Nobody draws any more (S-15). The answer must follow suit, else trump (S-17). You must reach 66: if you fail, your opponent scores {points} (S-21).</source>
        <extracomment>What a click that can cost game points asks first (S-15, S-17, S-21, S-25; S-19; B-18), worded by the rules in force: how much a failed close costs, and what the opponent&apos;s sweep scores.</extracomment>
        <translation>¿Cerrar el mazo? Ya nadie roba (S-15). La respuesta tiene que asistir al palo o, si no puede, fallar (S-17). Tienes que llegar a 66: si no lo consigues, tu rival se anota {points} (S-21).</translation>
    </message>
    <message>
        <source>Your opponent has no trick yet, so under “Closing penalty 3 vs. trickless” a failed close gives him 3.</source>
        <translation>Tu rival aún no tiene ninguna baza, así que, con «Castigo de 3 por cerrar contra quien no tiene baza», un cierre fallido le da 3.</translation>
    </message>
    <message>
        <source>If your opponent takes every trick from now on, he scores 3 game points (Phase-2 sweep, S-25).</source>
        <translation>Si tu rival gana todas las bazas a partir de ahora, se anota 3 puntos de juego («Todas las bazas en la fase 2», S-25).</translation>
    </message>
    <message>
        <source>With “Must head the trick” the answer must also beat the card led when it can.</source>
        <translation>Con «Hay que montar», la respuesta además tiene que superar la carta de salida si puede.</translation>
    </message>
    <message>
        <source>Claim 66 now? With fewer than 66 points it is a wrong claim: your opponent scores 2 game points (S-19), or, if you closed the stock, it is a failed close (S-21).</source>
        <translation>¿Cantar 66 ahora? Con menos de 66 puntos es un canto falso: tu rival se anota 2 puntos de juego (S-19) o, si cerraste el mazo, es un cierre fallido (S-21).</translation>
    </message>
    <message>
        <source>Declare 31 now? With 30 or fewer it is a wrong declaration: you add as many chips as the pot holds (B-18).</source>
        <translation>¿Cantar 31 ahora? Con 30 o menos es un canto falso: pones en el bote tantas fichas como ya tiene (B-18).</translation>
    </message>
    <message>
        <source>Claim 66 now? You closed the stock: with fewer than 66 points it is a failed close, and your opponent scores {points} (S-21).</source>
        <translation>¿Cantar 66 ahora? Cerraste el mazo: con menos de 66 puntos es un cierre fallido, y tu rival se anota {points} (S-21).</translation>
    </message>
    <message>
        <source>a molodka (three cards of one suit, not trumps)</source>
        <translation>una molodka (tres cartas de un mismo palo que no es triunfo)</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Tú</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>Jugador {n}</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Máquina</translation>
    </message>
    <message>
        <source>Computer {n}</source>
        <translation>Máquina {n}</translation>
    </message>
    <message>
        <source>You</source>
        <comment>start of a sentence</comment>
        <translation>Tú</translation>
    </message>
    <message>
        <source>you</source>
        <comment>inside a sentence</comment>
        <translation>ti</translation>
    </message>
    <message>
        <source>The computer</source>
        <comment>start of a sentence</comment>
        <translation>La máquina</translation>
    </message>
    <message>
        <source>the computer</source>
        <comment>inside a sentence</comment>
        <translation>la máquina</translation>
    </message>
    <message>
        <source>the pot</source>
        <translation>el bote</translation>
    </message>
    <message>
        <source>{Who}: exchanged the trump card (gave {given}, took {taken}).</source>
        <extracomment>S-14: an exchange of the trump card, as the status line tells it.</extracomment>
        <translation>{Who}: cambio del triunfo (sale {given}, entra {taken}).</translation>
    </message>
    <message>
        <source>a Bura</source>
        <translation>una bura</translation>
    </message>
    <message>
        <source>three aces</source>
        <translation>tres ases</translation>
    </message>
    <message>
        <source>nothing special</source>
        <translation>una mano sin nada especial</translation>
    </message>
    <message>
        <source>marriage</source>
        <translation>cante</translation>
    </message>
    <message>
        <source>exchange</source>
        <translation>cambio</translation>
    </message>
    <message>
        <source>closing</source>
        <translation>cierre</translation>
    </message>
    <message>
        <source>claim</source>
        <translation>canto</translation>
    </message>
    <message>
        <source>declaration</source>
        <translation>mano especial</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>paso</translation>
    </message>
</context>
</TS>
