<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>ActionBar</name>
    <message>
        <source>{label} (shortcut: {key})</source>
        <extracomment>the Action of the button clicked</extracomment>
        <translation>{label} (tecla: {key})</translation>
    </message>
</context>
<context>
    <name>Chart</name>
    <message>
        <source>Points per hand and hands won per day</source>
        <translation>Puntos por mano y manos ganadas por día</translation>
    </message>
    <message>
        <source>No hands played yet.</source>
        <translation>Todavía no se ha jugado ninguna mano.</translation>
    </message>
    <message>
        <source>Game points in the last {n} hands; blue: share of hands won per day</source>
        <translation>Puntos de partida en las últimas {n} manos; azul: proporción de manos ganadas por día</translation>
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
El otro jugador no mira.</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>The hand starts again.</source>
        <extracomment>(pause after a trick, least time a computer move stays visible) in ms, per animation setting. Timers are bound to the controller (context object), so none fires after it is gone. the table changed: views refresh their models one line for the status bar (a str, or texts.Words to word again) the Result and its explanation in words (texts.Words) deal, play, trick, win hot-seat: the seat that must take the device (None: curtain lifted) seat and cards, just before the table shows the play trick winner and the trick&apos;s cards, as the trick is cleared the seats that drew a card after a trick, in drawing order a new hand was dealt by this dealer hot-seat Bura: show a special hand at once, or keep it (settings) short, long or click: how long a finished trick stays (settings) a finished trick waiting for the player&apos;s click the deck the table shows, for the words of messages (the table sets it) the computer is thinking, or a trick is being shown shown until the player continues actions made by a person (a status message lasts until the next one) set by --screenshot --after N: an easy player moves for the human, who still sees his side set by --screenshot --after N: the table holds still once this many actions are applied hot-seat (two humans): whose turn is hidden behind the curtain, and who saw the table last a computer player&apos;s failure is reported once per game the players&apos; names (hot-seat: as entered in the New game dialog) hands given up by restarting them</extracomment>
        <translation>La mano vuelve a empezar.</translation>
    </message>
    <message>
        <source>{name}: {action}</source>
        <translation>{name}: {action}</translation>
    </message>
    <message>
        <source>The computer player made a mistake and played a legal move instead; see {log}.</source>
        <translation>El jugador de la máquina se equivocó y jugó en su lugar una jugada válida; ver {log}.</translation>
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
        <source>Your last play was taken back.</source>
        <translation>Se ha deshecho tu última jugada.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Your unfinished game from {when} was resumed; Game ▸ New starts a new one.</source>
        <extracomment>asks the player to confirm a step that gives something up (title, question) -&gt; yes; tests replace it autosave after every action (a demo only with --autosave; never for --screenshot) deals in which the player took a play back (marked in the stats) how long the last autosave took (for the figures in the report) the statistics database, opened when first needed the menus&apos; actions and groups (built again on a language switch)</extracomment>
        <translation>Se ha reanudado tu partida sin terminar del {when}; Juego ▸ Nueva empieza otra.</translation>
    </message>
    <message>
        <source>{game} — cardtable</source>
        <extracomment>The smallest table that still works (logical pixels), and the size a first window asks for.</extracomment>
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
        <source>Player {n}</source>
        <translation>Jugador {n}</translation>
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
        <translation>&amp;Tapete</translation>
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
        <translation>&amp;Cantar solo</translation>
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
        <translation>Abierto {name}.</translation>
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
    <name>Plurals</name>
    <message numerus="yes">
        <source>%n game point(s)</source>
        <translation>
            <numerusform>%n punto de partida</numerusform>
            <numerusform>%n puntos de partida</numerusform>
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
        <source>Playing to %n pot(s)</source>
        <translation>
            <numerusform>Se juega a %n bote</numerusform>
            <numerusform>Se juega a %n botes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>answer with exactly %n card(s)</source>
        <translation>
            <numerusform>responde con exactamente %n carta</numerusform>
            <numerusform>responde con exactamente %n cartas</numerusform>
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
        <translation>Una &amp;baza terminada se queda</translation>
    </message>
    <message>
        <source>T&amp;heme</source>
        <translation>T&amp;ema</translation>
    </message>
    <message>
        <source>&amp;Cloth</source>
        <translation>&amp;Tapete</translation>
    </message>
    <message>
        <source>&amp;Sound</source>
        <translation>&amp;Sonido</translation>
    </message>
    <message>
        <source>&amp;Learner hints (running points, unplayable cards dimmed)</source>
        <translation>&amp;Ayudas para aprender (puntos al día, cartas no jugables atenuadas)</translation>
    </message>
    <message>
        <source>Auto-claim &amp;66 or declare 31 when right</source>
        <translation>Cantar &amp;66 o 31 solo cuando toque</translation>
    </message>
    <message>
        <source>Ask before &amp;closing the stock</source>
        <translation>Preguntar antes de &amp;cerrar el mazo</translation>
    </message>
    <message>
        <source>Hot-seat Bura: show a special hand at once (else keep it)</source>
        <translation>Bura entre dos personas: enseñar una mano especial enseguida (si no, guardarla)</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>Jugador {n}</translation>
    </message>
    <message>
        <source>Player &amp;{n} (hot-seat)</source>
        <translation>Jugador &amp;{n} (mismo dispositivo)</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source># Playing with the keyboard

Every move can be made without a mouse.

- **Left / Right** (or Up / Down), **Home / End**: move along your hand; the card with the blue outline
  is where you are.
- **Enter**: play that card. In Bura, play the cards you have picked.
- **Space**: in Bura, pick the card (or put it back) to build a group of two or three.
- **M** marriage, **E** exchange the trump card, **C** close the stock, **A** claim 66 / declare 31,
  **D** declare a special hand, **P** pass: the letter is underlined on each button.
- **L**: look at the last trick again.
- **Space** or **Enter** on the table: go on when a finished trick stays until you click.
- **N**: next hand, after a hand&apos;s summary.
- **Tab**: move between your hand and the buttons. Two buttons with one letter (two marriages): the
  letter moves to each in turn, **Space** presses it.
- **Ctrl+N** new game, **Ctrl+R** restart the hand, **Ctrl+Z** undo, **Ctrl+,** preferences,
  **F1** the rules (on macOS the system&apos;s own keys for these).
</source>
        <translation># Jugar con el teclado

Todas las jugadas se pueden hacer sin ratón.

- **Izquierda / Derecha** (o Arriba / Abajo), **Inicio / Fin**: moverse por la mano; la carta con el borde azul
  es donde estás.
- **Intro**: jugar esa carta. En la bura, jugar las cartas elegidas.
- **Espacio**: en la bura, elegir la carta (o devolverla) para formar un grupo de dos o tres.
- **T** cantar, **B** cambiar la carta de triunfo, **C** cerrar el mazo, **A** cantar 66 / 31,
  **E** enseñar una mano especial, **P** pasar: la letra aparece subrayada en cada botón.
- **L**: volver a ver la última baza.
- **Espacio** o **Intro** en la mesa: seguir cuando una baza terminada se queda hasta que pulses.
- **S**: siguiente mano, tras el resumen de la mano.
- **Tab**: pasar de la mano a los botones. Dos botones con la misma letra (dos casamientos): la letra
  pasa de uno a otro, **Espacio** lo pulsa.
- **Ctrl+N** partida nueva, **Ctrl+R** repetir la mano, **Ctrl+Z** deshacer, **Ctrl+,** preferencias,
  **F1** las reglas (en macOS, las teclas propias del sistema).
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
        <source>Matches</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <source>won</source>
        <translation>ganadas</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Manos</translation>
    </message>
    <message>
        <source>Points won</source>
        <translation>Puntos ganados</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>perdidos</translation>
    </message>
    <message>
        <source>Schneider</source>
        <translation>Schneider</translation>
    </message>
    <message>
        <source>Schwarz</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>Bummerls won</source>
        <translation>Bummerls ganados</translation>
    </message>
    <message>
        <source>Schneiderbummerls</source>
        <translation>Schneiderbummerls</translation>
    </message>
    <message>
        <source>Chips (Bura)</source>
        <translation>Fichas (Bura)</translation>
    </message>
    <message>
        <source>Claims right</source>
        <translation>Cantos correctos</translation>
    </message>
    <message>
        <source>wrong</source>
        <translation>falsos</translation>
    </message>
    <message>
        <source>Closes held</source>
        <translation>Cierres cumplidos</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fallidos</translation>
    </message>
    <message>
        <source>Hands with undo</source>
        <translation>Manos con deshacer</translation>
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
        <source>&amp;Next hand</source>
        <extracomment>Opaque, so nothing of the table shows through the words (the old summary was see-through).</extracomment>
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
</context>
<context>
    <name>TableWidget</name>
    <message>
        <source>Close the stock? Nobody draws any more (S-15). The answer must follow suit, else trump (S-17). You must reach 66: if you fail, your opponent scores 2 game points (S-21).</source>
        <extracomment>What a click that can cost game points asks first (S-15, S-17, S-21; S-19; B-18).</extracomment>
        <translation>¿Cerrar el mazo? Ya nadie roba (S-15). La respuesta debe seguir el palo o, si no, fallar con triunfo (S-17). Tienes que llegar a 66: si no lo consigues, tu rival gana 2 puntos de partida (S-21).</translation>
    </message>
    <message>
        <source>With “Must head the trick” the answer must also beat the card led when it can.</source>
        <translation>Con «Hay que montar» la respuesta además debe superar la carta jugada si puede.</translation>
    </message>
    <message>
        <source>If your opponent has no trick yet, a failed close costs 3 game points.</source>
        <translation>Si tu rival aún no tiene ninguna baza, un cierre fallido cuesta 3 puntos de partida.</translation>
    </message>
    <message>
        <source>Claim 66 now? With fewer than 66 points it is a wrong claim: your opponent scores 2 game points (S-19), or, if you closed the stock, it is a failed close (S-21).</source>
        <translation>¿Cantar 66 ahora? Con menos de 66 puntos es un canto falso: tu rival gana 2 puntos de partida (S-19) o, si cerraste el mazo, es un cierre fallido (S-21).</translation>
    </message>
    <message>
        <source>Declare 31 now? With 30 or fewer it is a wrong declaration: you add as many chips as the pot holds (B-18).</source>
        <translation>¿Cantar 31 ahora? Con 30 o menos es un canto falso: pones en el bote tantas fichas como tiene (B-18).</translation>
    </message>
    <message>
        <source>Claim 66 now? You closed the stock: with fewer than 66 points it is a failed close, and your opponent scores 2 game points (S-21).</source>
        <translation>¿Cantar 66 ahora? Cerraste el mazo: con menos de 66 puntos el cierre falla y tu rival se anota 2 puntos de juego (S-21).</translation>
    </message>
    <message>
        <source>You have {score} points.</source>
        <translation>Tienes {score} puntos.</translation>
    </message>
    <message>
        <source>card table</source>
        <extracomment>Dropping a card on the trump card in a game without the exchange. The rows&apos; shares of the table&apos;s height (the opponent&apos;s hand, the trick, the player&apos;s hand) per card size: larger cards take height from the opponent&apos;s face-down cards first. The table&apos;s height in the smallest window; larger cards make the table at least this much taller (times the size&apos;s scale), and it scrolls in a window that is smaller. what the status line says, in English or as texts.Words tells screen readers the plays, tricks and messages high contrast table and deck (settings.contrast) settings.card_size: normal, large or larger brings a part of the table into the window when it scrolls (large cards); the window sets it ask before closing the stock (until the player says not to) learner hints (settings.hints) the cloth&apos;s colour (settings.cloth) asks the player to confirm a costly step (title, question) -&gt; yes; tests replace it the person&apos;s move count when the status line was written</extracomment>
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
        <source>Last trick: {name}</source>
        <translation>Última baza: {name}</translation>
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
        <source>Your turn</source>
        <translation>Te toca</translation>
    </message>
    <message>
        <source>{name} to play</source>
        <translation>Le toca a: {name}</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation>{name} está pensando…</translation>
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
        <translation>{who}: {cards}</translation>
    </message>
    <message>
        <source>Your turn</source>
        <extracomment>a play as heard: &quot;Computer: ace of hearts&quot;</extracomment>
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
</context>
<context>
    <name>card-suit</name>
    <message>
        <source>clubs</source>
        <extracomment>A suit&apos;s word inside a card&apos;s name (a translation may need another form of it than alone: a genitive, an adjective&apos;s stem), in the context &quot;card-suit&quot;.</extracomment>
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
        <source>Eichel</source>
        <translation>bellotas</translation>
    </message>
    <message>
        <source>Schellen</source>
        <translation>cascabeles</translation>
    </message>
    <message>
        <source>Herz</source>
        <translation>corazones</translation>
    </message>
    <message>
        <source>Laub</source>
        <translation>hojas</translation>
    </message>
</context>
<context>
    <name>cards</name>
    <message>
        <source>clubs</source>
        <extracomment>Suit and rank names per deck (D-2, D-3), for card names in sentences and for screen readers.</extracomment>
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
        <source>Eichel</source>
        <translation>bellotas</translation>
    </message>
    <message>
        <source>Schellen</source>
        <translation>cascabeles</translation>
    </message>
    <message>
        <source>Herz</source>
        <translation>corazones</translation>
    </message>
    <message>
        <source>Laub</source>
        <translation>hojas</translation>
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
        <source>Daus of {suit}</source>
        <translation>as de {suit}</translation>
    </message>
    <message>
        <source>Ten of {suit}</source>
        <translation>diez de {suit}</translation>
    </message>
    <message>
        <source>König of {suit}</source>
        <translation>rey de {suit}</translation>
    </message>
    <message>
        <source>Ober of {suit}</source>
        <translation>Ober de {suit}</translation>
    </message>
    <message>
        <source>Unter of {suit}</source>
        <translation>Unter de {suit}</translation>
    </message>
    <message>
        <source>Nine of {suit}</source>
        <translation>nueve de {suit}</translation>
    </message>
    <message>
        <source>Eight of {suit}</source>
        <translation>ocho de {suit}</translation>
    </message>
    <message>
        <source>Seven of {suit}</source>
        <translation>siete de {suit}</translation>
    </message>
    <message>
        <source>Six of {suit}</source>
        <translation>seis de {suit}</translation>
    </message>
    <message>
        <source>King</source>
        <extracomment>Rank words inside refusals, per deck (D-2, D-3).</extracomment>
        <translation>rey</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>reina</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>jota</translation>
    </message>
    <message>
        <source>Ace</source>
        <translation>as</translation>
    </message>
    <message>
        <source>König</source>
        <translation>rey</translation>
    </message>
    <message>
        <source>Ober</source>
        <translation>Ober</translation>
    </message>
    <message>
        <source>Unter</source>
        <translation>Unter</translation>
    </message>
    <message>
        <source>Daus</source>
        <translation>as</translation>
    </message>
</context>
<context>
    <name>refusal</name>
    <message>
        <source>play one card at a time</source>
        <extracomment>The engine&apos;s refusals and hints (after their rule id), with their parameters as fields: {cards} card names, {suit} a suit, {n} a number, {King} … a rank word of the deck, {kind} an action.</extracomment>
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
        <source>you must follow suit</source>
        <translation>tienes que seguir el palo</translation>
    </message>
    <message>
        <source>you must head the trick (play a higher card of the suit led)</source>
        <translation>tienes que montar (jugar una carta más alta del palo de salida)</translation>
    </message>
    <message>
        <source>you cannot follow suit, so you must trump</source>
        <translation>no puedes seguir el palo, así que tienes que fallar con triunfo</translation>
    </message>
    <message>
        <source>a marriage is announced only when you lead, before leading</source>
        <translation>solo se canta cuando sales tú, antes de salir</translation>
    </message>
    <message>
        <source>you need the {King} and the {Queen} of {suit} to announce a marriage</source>
        <translation>para cantar necesitas las dos cartas de {suit}: {King} y {Queen}</translation>
    </message>
    <message>
        <source>announce a marriage before leading</source>
        <translation>canta antes de salir</translation>
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
        <translation>para cambiar la carta de triunfo necesitas el triunfo: {Jack}</translation>
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
        <translation>la carta de triunfo se roba la última; en la bura no se cambia.</translation>
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
        <translation>tu mano es {held}, no {special}</translation>
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
        <translation>en la bura no hay «{kind}»</translation>
    </message>
    <message>
        <source>Schneider has no {kind}; play a card</source>
        <translation>en Schneider no hay «{kind}»; juega una carta</translation>
    </message>
    <message>
        <source>Schneider has no exchange.</source>
        <translation>En Schneider no se cambia el triunfo.</translation>
    </message>
    <message>
        <source>There is no exchange in this game.</source>
        <translation>En este juego no se cambia el triunfo.</translation>
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
        <source>a trump marriage announced on the forehand&apos;s first lead counts at once</source>
        <translation>las cuarenta que canta la mano en su primera salida cuentan enseguida</translation>
    </message>
    <message>
        <source>Schneiderbummerl</source>
        <translation>Schneiderbummerl</translation>
    </message>
    <message>
        <source>two Bummerl marks if the loser never scored a game point in the Bummerl</source>
        <translation>dos marcas de Bummerl si el perdedor no hizo ni un punto de partida en él</translation>
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
        <translation>apuesta por Bummerl (0 = sin apuesta); ×2 si el perdedor no hizo punto de partida, ×3 si no hizo baza</translation>
    </message>
    <message>
        <source>Must head the trick</source>
        <translation>Hay que montar</translation>
    </message>
    <message>
        <source>once the stock is closed or used up, follow suit higher if you can, else lower, not trump</source>
        <translation>con el mazo cerrado o agotado, montar si se puede, si no, seguir el palo más bajo, sin fallar</translation>
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
        <translation>quien gana todas las bazas tras cerrar o agotar el mazo gana 3 puntos de partida, si ningún canto terminó la mano</translation>
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
        <translation>si nadie canta, la última baza gana la mano (tras cerrar, quien cerró aún debe llegar a 66)</translation>
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
        <translation>Seguir el palo</translation>
    </message>
    <message>
        <source>you must follow suit if you can (you need not beat)</source>
        <translation>tienes que seguir el palo si puedes (no hace falta montar)</translation>
    </message>
    <message>
        <source>Trump</source>
        <translation>Triunfo</translation>
    </message>
    <message>
        <source>the talon&apos;s bottom card is turned up for trump; a trump beats any other suit</source>
        <translation>la última carta del mazo se vuelve como triunfo; un triunfo gana a cualquier otro palo</translation>
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
        <translation>puntos de partida para ganar (7 o 10; 50 con honores acumulados)</translation>
    </message>
</context>
<context>
    <name>score</name>
    <message>
        <source>counting down from 7</source>
        <translation>de 7 hacia abajo</translation>
    </message>
    <message>
        <source>Bummerl</source>
        <translation>Bummerl</translation>
    </message>
    <message>
        <source>Bummerl marks (● per Bummerl lost, ●● for a Schneiderbummerl): {you} {a} · {them} {b}</source>
        <translation>Bummerls (● por Bummerl perdido, ●● por Schneiderbummerl): {you} {a} · {them} {b}</translation>
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
        <source>Bura</source>
        <translation>Bura</translation>
    </message>
    <message>
        <source>{you}: {a} chips&lt;br&gt;{them}: {b} chips</source>
        <translation>{you}: {a} fichas&lt;br&gt;{them}: {b} fichas</translation>
    </message>
    <message>
        <source>Pots won: {a}–{b}</source>
        <translation>Botes ganados: {a}–{b}</translation>
    </message>
    <message>
        <source>Points this hand: {name} {n} (31 wins when declared)</source>
        <translation>Puntos en esta mano: {name} {n} (31 gana si se canta)</translation>
    </message>
    <message>
        <source>Keep count as you play: only a declaration of 31 wins (B-17).</source>
        <translation>Lleva la cuenta mientras juegas: solo gana cantar 31 (B-17).</translation>
    </message>
    <message>
        <source>Schneider</source>
        <translation>Schneider</translation>
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
        <extracomment>Each action&apos;s key; a translation names the letter of its own word (&quot;Ansagen&quot;: A), see ``shortcut``.</extracomment>
        <translation>T</translation>
    </message>
    <message>
        <source>E</source>
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
        <translation>E</translation>
    </message>
    <message>
        <source>P</source>
        <translation>P</translation>
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
        <translation>Una preferencia del jugador, no una regla: en cuanto llegas a la meta, el programa canta 66 por ti en Schnapsen (S-20) o 31 en Bura (B-16). Contar es parte del juego, así que viene desactivado; quien aprende puede activarlo.</translation>
    </message>
    <message>
        <source>{By} claimed 66 with {score} points, a right claim: {points} for {winner}.</source>
        <extracomment>One whole sentence per way a hand can end. {points} is &quot;1 game point&quot; / &quot;2 game points&quot;.</extracomment>
        <translation>{By}: canta 66 con {score} puntos, canto correcto: {points} para {winner}.</translation>
    </message>
    <message>
        <source>{By} claimed 66 with only {score} points, a wrong claim: {points} for {winner}.</source>
        <translation>{By}: canta 66 con solo {score} puntos, canto falso: {points} para {winner}.</translation>
    </message>
    <message>
        <source>{Loser} closed the stock, but {winner} claimed 66 first (with {score} points): a failed close, {points} for {winner}.</source>
        <translation>{Loser}: cierra el mazo, pero el rival canta 66 antes (con {score} puntos): cierre fallido, {points} para {winner}.</translation>
    </message>
    <message>
        <source>{Loser} closed the stock and claimed 66 with only {score} points: a failed close, {points} for {winner}.</source>
        <translation>{Loser}: cierra el mazo y canta 66 con solo {score} puntos: cierre fallido, {points} para {winner}.</translation>
    </message>
    <message>
        <source>{Loser} closed the stock but had only {score} points when the hand was played out: a failed close, {points} for {winner}.</source>
        <translation>{Loser}: cierra el mazo, pero al acabar la mano solo tiene {score} puntos: cierre fallido, {points} para {winner}.</translation>
    </message>
    <message>
        <source>{Winner} closed the stock and had {score} points when the hand was played out: {points} for {winner}.</source>
        <translation>{Winner}: cierra el mazo y al acabar la mano tiene {score} puntos: {points} para {winner}.</translation>
    </message>
    <message>
        <source>Nobody claimed, so the higher score wins: {winner} had {score} points to {other}. {Points} for {winner}.</source>
        <translation>Nadie cantó, así que gana la puntuación más alta: {score} puntos a {other}. {Points} para {winner}.</translation>
    </message>
    <message>
        <source>Nobody claimed and both had {score} points, so the last trick decides: {winner} took it. {Points} for {winner}.</source>
        <translation>Nadie cantó y los dos tienen {score} puntos, así que decide la última baza. {Points} para {winner}.</translation>
    </message>
    <message>
        <source>Nobody claimed, and under the variant “Last trick wins” the winner of the last trick wins the hand: {winner} took it. {Points} for {winner}.</source>
        <translation>Nadie cantó y, con la variante «La última baza gana», la última baza gana la mano. {Points} para {winner}.</translation>
    </message>
    <message>
        <source>{Winner} took every trick after the stock was closed: {points} for {winner}.</source>
        <translation>{Winner}: todas las bazas tras cerrar el mazo: {points} para {winner}.</translation>
    </message>
    <message>
        <source>{Winner} took every trick after the stock was used up: {points} for {winner}.</source>
        <translation>{Winner}: todas las bazas tras agotarse el mazo: {points} para {winner}.</translation>
    </message>
    <message>
        <source>{By} declared 31 with {score} points, a right declaration: {the_pot} goes to {winner}.</source>
        <translation>{By}: canta 31 con {score} puntos, canto correcto: {the_pot} para {winner}.</translation>
    </message>
    <message>
        <source>{By} declared 31 with only {score} points, a wrong declaration: {by} doubled the pot and nobody wins it. No new ante; the next hand plays for the doubled pot.</source>
        <translation>{By}: canta 31 con solo {score} puntos, canto falso: el bote se dobla y nadie lo gana. Sin nueva puesta; la siguiente mano se juega por el bote doblado.</translation>
    </message>
    <message>
        <source>{By} showed a Bura (three trumps): {the_pot} goes to {winner}.</source>
        <translation>{By}: enseña una bura (tres triunfos): {the_pot} para {winner}.</translation>
    </message>
    <message>
        <source>Both players held a Bura. {Winner} would lead and so showed first; the other Bura did not beat each of those trumps one-to-one, so {the_pot} goes to {winner}.</source>
        <translation>Los dos tenían bura. {Winner}: salía y por eso enseñó primero; la otra bura no ganó uno a uno a cada uno de esos triunfos, así que {the_pot} para {winner}.</translation>
    </message>
    <message>
        <source>Both players held a Bura. {Loser} would lead and so showed first; the other Bura, held by {winner}, beat each of those trumps one-to-one, so {the_pot} goes to {winner}.</source>
        <translation>Los dos tenían bura. {Loser}: salía y por eso enseñó primero; la otra bura ganó uno a uno a cada uno de esos triunfos, así que {the_pot} para {winner}.</translation>
    </message>
    <message>
        <source>All cards were played and nobody declared: nobody wins the pot. Each player adds a chip and the same dealer deals again.</source>
        <translation>Se jugaron todas las cartas y nadie cantó: nadie gana el bote. Cada jugador pone una ficha y reparte otra vez el mismo.</translation>
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
        <translation>Empate a honores, {score} a {other}: nadie se anota nada y reparte otra vez el mismo.</translation>
    </message>
    <message>
        <source>Schneider: {loser} had won a trick but no more than 32 points.</source>
        <extracomment>Why a won Schnapsen hand scored 2 or 3 (S-22), or a Schneider count Schneider or Schwarz (H-8, H-10).</extracomment>
        <translation>Schneider: {loser} ganó alguna baza, pero no más de 32 puntos.</translation>
    </message>
    <message>
        <source>Schwarz: {loser} had won no trick.</source>
        <translation>Schwarz: {loser} no ganó ninguna baza.</translation>
    </message>
    <message>
        <source>Schneider (scored at closing): when the stock was closed, {loser} had won a trick but no more than 32 points.</source>
        <translation>Schneider (anotado al cerrar): al cerrar el mazo, {loser} había ganado alguna baza, pero no más de 32 puntos.</translation>
    </message>
    <message>
        <source>Schwarz (scored at closing): when the stock was closed, {loser} had won no trick.</source>
        <translation>Schwarz (anotado al cerrar): al cerrar el mazo, {loser} no había ganado ninguna baza.</translation>
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
        <source>The penalty is 3, not 2: {winner} had won no trick when the stock was closed.</source>
        <extracomment>A failed close whose penalty is 3 (S-21 variant).</extracomment>
        <translation>El castigo es 3, no 2: al cerrar el mazo, el rival aún no tenía ninguna baza.</translation>
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
        <translation>Cantar {suit} ({value})</translation>
    </message>
    <message>
        <source>Claim {goal}</source>
        <translation>Cantar {goal}</translation>
    </message>
    <message>
        <source>Declare Bura</source>
        <translation>Enseñar bura</translation>
    </message>
    <message>
        <source>Three aces</source>
        <translation>Tres ases</translation>
    </message>
    <message>
        <source>Molodka</source>
        <translation>Molodka</translation>
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
        <translation>Paso</translation>
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
        <source>computer {n}</source>
        <comment>inside a sentence</comment>
        <translation>la máquina {n}</translation>
    </message>
    <message>
        <source>the pot</source>
        <translation>el bote</translation>
    </message>
    <message>
        <source>You take {leader_s} {lead} with {answer}.</source>
        <extracomment>Who took a trick and with what (the status line after each trick).</extracomment>
        <translation>Te llevas {lead} con {answer}.</translation>
    </message>
    <message>
        <source>{Answerer} takes your {lead} with {answer}.</source>
        <translation>{Answerer}: {answer} se lleva tu {lead}.</translation>
    </message>
    <message>
        <source>{Answerer} takes {leader_s} {lead} with {answer}.</source>
        <translation>{Answerer}: {answer} se lleva {lead}.</translation>
    </message>
    <message>
        <source>You win the trick: your {lead} against {answer}.</source>
        <translation>Tu baza: {lead} contra {answer}.</translation>
    </message>
    <message>
        <source>{Leader} wins the trick: {lead} against {answer}.</source>
        <translation>{Leader}: baza, {lead} contra {answer}.</translation>
    </message>
    <message>
        <source>{name}&apos;s</source>
        <comment>possessive</comment>
        <translation>{name}</translation>
    </message>
    <message>
        <source>{Who}: exchanged the trump card, {given} for {taken}.</source>
        <extracomment>The William Tell deck&apos;s names for the court cards (D-3), as the rules&apos; English words appear. S-14: an exchange of the trump card, as the status line tells it.</extracomment>
        <translation>{Who}: cambia la carta de triunfo, {given} por {taken}.</translation>
    </message>
    <message>
        <source>a Bura</source>
        <translation>bura</translation>
    </message>
    <message>
        <source>three aces</source>
        <translation>tres ases</translation>
    </message>
    <message>
        <source>molodka</source>
        <translation>molodka</translation>
    </message>
    <message>
        <source>nothing special</source>
        <translation>nada especial</translation>
    </message>
    <message>
        <source>marriage</source>
        <translation>cantar</translation>
    </message>
    <message>
        <source>exchange</source>
        <translation>cambiar</translation>
    </message>
    <message>
        <source>closing</source>
        <translation>cerrar</translation>
    </message>
    <message>
        <source>claim</source>
        <translation>cantar</translation>
    </message>
    <message>
        <source>declaration</source>
        <translation>enseñar</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>pasar</translation>
    </message>
</context>
</TS>
