<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_PT">
<context>
    <name>ActionBar</name>
    <message>
        <source>{label} (shortcut: {key})</source>
        <translation>{label} (tecla: {key})</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Sugestão</translation>
    </message>
    <message>
        <source>The expert&apos;s move for you, and why (shortcut: {key})</source>
        <translation>A jogada do especialista para si, e porquê (tecla: {key})</translation>
    </message>
    <message>
        <source>Top choices</source>
        <translation>Melhores opções</translation>
    </message>
    <message>
        <source>The hint&apos;s best moves, with their chance to win the hand</source>
        <translation>As melhores jogadas da sugestão, com a probabilidade de ganhar a mão</translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <source>{name}: lead</source>
        <translation>{name}: saída</translation>
    </message>
    <message>
        <source>{name}: answer</source>
        <translation>{name}: resposta</translation>
    </message>
</context>
<context>
    <name>Chart</name>
    <message>
        <source>Game points per hand and share of hands won per day</source>
        <translation>Pontos de jogo por mão e percentagem de mãos ganhas por dia</translation>
    </message>
    <message>
        <source>No hands played yet.</source>
        <translation>Ainda não se jogou nenhuma mão.</translation>
    </message>
    <message>
        <source>Chips won or lost per hand</source>
        <translation>Fichas ganhas ou perdidas por mão</translation>
    </message>
    <message>
        <source>Game points per hand</source>
        <translation>Pontos de jogo por mão</translation>
    </message>
    <message>
        <source>Share of hands won per day</source>
        <translation>Percentagem de mãos ganhas por dia</translation>
    </message>
    <message>
        <source>{share} %</source>
        <translation>{share} %</translation>
    </message>
    <message numerus="yes">
        <source>Bars: chips won or lost in the last %n hand(s) (green won, red lost).</source>
        <translation>
            <numerusform>Barras: fichas ganhas ou perdidas em %n mão, a última (verde: ganhas, vermelho: perdidas).</numerusform>
            <numerusform>Barras: fichas ganhas ou perdidas nas últimas %n mãos (verde: ganhas, vermelho: perdidas).</numerusform>
        </translation>
    </message>
    <message>
        <source>Blue line: share of hands won per day, on its own axis (0 to 100 %).</source>
        <translation>Linha azul: percentagem de mãos ganhas por dia, no seu próprio eixo (0 a 100 %).</translation>
    </message>
</context>
<context>
    <name>Curtain</name>
    <message>
        <source>curtain: pass the device</source>
        <translation>cortina: passe o aparelho</translation>
    </message>
    <message>
        <source>&amp;Show my cards</source>
        <translation>&amp;Mostrar as minhas cartas</translation>
    </message>
    <message>
        <source>show my cards</source>
        <translation>mostrar as minhas cartas</translation>
    </message>
    <message>
        <source>{name}, it is your turn.
The other player looks away.</source>
        <translation>{name}, é a sua vez.
O outro jogador deve desviar o olhar.</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>The hand starts again.</source>
        <translation>A mão recomeça.</translation>
    </message>
    <message>
        <source>The computer player made a mistake and played a legal move instead; see {log}.</source>
        <translation>O computador enganou-se e, em vez disso, foi feita uma jogada válida; veja {log}.</translation>
    </message>
    <message>
        <source>The computer player made a mistake and played a legal move instead; no log could be written.</source>
        <translation>O computador enganou-se e, em vez disso, foi feita uma jogada válida; não foi possível escrever o registo.</translation>
    </message>
    <message>
        <source>There is nobody to undo for: the computer plays both seats.</source>
        <translation>Não há nada para desfazer: o computador joga nos dois lugares.</translation>
    </message>
    <message>
        <source>Undo is not offered in hot-seat: it would show a player the other&apos;s answer.</source>
        <translation>Com duas pessoas no mesmo aparelho não se desfaz: um jogador veria a resposta do outro.</translation>
    </message>
    <message>
        <source>The hand is over: its plays can no longer be taken back.</source>
        <translation>A mão terminou: as jogadas já não podem ser desfeitas.</translation>
    </message>
    <message>
        <source>Nothing to undo in this hand yet.</source>
        <translation>Ainda não há nada para desfazer nesta mão.</translation>
    </message>
    <message>
        <source>Your last play can no longer be taken back: you have seen cards since that you had not seen before it (the answer, a card drawn).</source>
        <translation>A sua última jogada já não pode ser desfeita: desde então viu cartas que antes não tinha visto (a resposta, uma carta comprada).</translation>
    </message>
    <message>
        <source>Your last play was taken back.</source>
        <translation>A sua última jogada foi desfeita.</translation>
    </message>
</context>
<context>
    <name>HintDesk</name>
    <message>
        <source>The expert is thinking about your move…</source>
        <translation>O especialista está a pensar na sua jogada…</translation>
    </message>
    <message>
        <source>Hint: {what} — {why}.</source>
        <translation>Sugestão: {what} — {why}.</translation>
    </message>
    <message>
        <source>It wins none of the deals the expert tried, but loses the fewest points in them; Top choices lists a riskier move that sometimes wins.</source>
        <translation>Não ganha nenhuma das distribuições que o especialista testou, mas perde nelas menos pontos; «Melhores opções» mostra uma jogada mais arriscada que às vezes ganha.</translation>
    </message>
    <message>
        <source>In the deals the expert tried this hand cannot be won any more; this move loses the least.</source>
        <translation>Nas distribuições que o especialista experimentou, esta mão já não pode ser ganha; esta jogada é a que perde menos.</translation>
    </message>
    <message>
        <source>It wins the hand in {share} of the deals the expert tried.</source>
        <translation>Ganha a mão em {share} das distribuições que o especialista experimentou.</translation>
    </message>
    <message>
        <source>play the {cards}</source>
        <translation>jogar {cards}</translation>
    </message>
    <message>
        <source>There is nobody to give a hint to: the computer plays both seats.</source>
        <translation>Não há ninguém a quem dar uma sugestão: o computador joga nos dois lugares.</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>A partida terminou.</translation>
    </message>
    <message>
        <source>The hand is over: a hint is for your next move.</source>
        <translation>A mão terminou: a sugestão fica para a sua próxima jogada.</translation>
    </message>
    <message>
        <source>A hint is given when it is your turn.</source>
        <translation>Só há sugestões quando é a sua vez.</translation>
    </message>
    <message>
        <source>No hints against a friend: the moves are your own.</source>
        <translation>Sem dicas contra um amigo: as jogadas são suas.</translation>
    </message>
</context>
<context>
    <name>History</name>
    <message>
        <source>{game} — a match played with cardtable, exported on {when}</source>
        <translation>{game} — partida jogada no cardtable, exportada em {when}</translation>
    </message>
    <message>
        <source>Players: {first} and {second}</source>
        <translation>Jogadores: {first} e {second}</translation>
    </message>
    <message>
        <source>Rules: {rules}</source>
        <translation>Regras: {rules}</translation>
    </message>
    <message>
        <source>on</source>
        <translation>ligada</translation>
    </message>
    <message>
        <source>off</source>
        <translation>desligada</translation>
    </message>
    <message>
        <source>Trump: {suit} (the {card} was turned up).</source>
        <translation>Trunfo: {suit} (carta virada: {card}).</translation>
    </message>
    <message>
        <source>A play was taken back in this hand (Edit ▸ Undo).</source>
        <translation>Nesta mão foi desfeita uma jogada (Editar ▸ Desfazer).</translation>
    </message>
    <message>
        <source>This hand is still being played.</source>
        <translation>Esta mão ainda está a ser jogada.</translation>
    </message>
    <message>
        <source>Score after the hand: {first} {a}, {second} {b}</source>
        <translation>Resultado depois da mão: {first} {a}, {second} {b}</translation>
    </message>
</context>
<context>
    <name>Licences</name>
    <message>
        <source>Licences</source>
        <translation>Licenças</translation>
    </message>
    <message>
        <source>cardtable and each part it comes with, under its own licence. Choose a part to read it.</source>
        <translation>O cardtable e cada componente que o acompanha, cada um com a sua licença. Escolha um componente para o ler.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Your unfinished game from {when} was resumed; Game ▸ New starts a new one.</source>
        <translation>A sua partida inacabada de {when} foi retomada; Jogo ▸ Novo começa outra.</translation>
    </message>
    <message>
        <source>A Bura match now ends when a player has won {pots} pots; Game ▸ New… sets its length (“no limit” too).</source>
        <translation>Uma partida de Bura acaba agora quando um jogador ganha {pots} potes; Jogo ▸ Novo… define a sua duração (também “sem limite”).</translation>
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
        <translation>Começar um jogo novo?</translation>
    </message>
    <message>
        <source>Start a new game? The match in progress will be given up.</source>
        <translation>Começar um jogo novo? A partida em curso será abandonada.</translation>
    </message>
    <message>
        <source>Restart the hand?</source>
        <translation>Repetir a mão?</translation>
    </message>
    <message>
        <source>Deal the same cards again? The hand is replayed from its start; nothing is scored, and it counts as a restarted hand.</source>
        <translation>Dar as mesmas cartas outra vez? A mão é jogada desde o início; nada é contado, e conta como mão repetida.</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Jogo</translation>
    </message>
    <message>
        <source>&amp;New…</source>
        <translation>&amp;Novo…</translation>
    </message>
    <message>
        <source>&amp;Restart hand</source>
        <translation>&amp;Repetir a mão</translation>
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
        <translation>&amp;Exportar histórico…</translation>
    </message>
    <message>
        <source>S&amp;tatistics</source>
        <translation>Es&amp;tatísticas</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Preferências…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Sair</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Desfazer</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>How to &amp;play</source>
        <translation>Como &amp;jogar</translation>
    </message>
    <message>
        <source>&amp;Guided first hand</source>
        <translation>&amp;Primeira mão guiada</translation>
    </message>
    <message>
        <source>Play a friend on&amp;line…</source>
        <translation>Jogar com um amigo on&amp;line…</translation>
    </message>
    <message>
        <source>Re&amp;view a hand…</source>
        <translation>Re&amp;ver uma mão…</translation>
    </message>
    <message>
        <source>&amp;Deck</source>
        <translation>&amp;Baralho</translation>
    </message>
    <message>
        <source>Card &amp;back</source>
        <translation>&amp;Costas das cartas</translation>
    </message>
    <message>
        <source>&amp;Animation speed</source>
        <translation>&amp;Velocidade da animação</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Tema</translation>
    </message>
    <message>
        <source>C&amp;loth</source>
        <translation>&amp;Pano</translation>
    </message>
    <message>
        <source>&amp;Sound</source>
        <translation>&amp;Som</translation>
    </message>
    <message>
        <source>Learner &amp;hints</source>
        <translation>&amp;Ajudas para aprender</translation>
    </message>
    <message>
        <source>Allow &amp;undo</source>
        <translation>Permitir &amp;desfazer</translation>
    </message>
    <message>
        <source>Auto-&amp;claim</source>
        <translation>Declaração a&amp;utomática</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Ajuda</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regras</translation>
    </message>
    <message>
        <source>&amp;Keyboard</source>
        <translation>&amp;Teclado</translation>
    </message>
    <message>
        <source>&amp;About cardtable</source>
        <translation>&amp;Acerca do cardtable</translation>
    </message>
    <message>
        <source>About cardtable</source>
        <translation>Acerca do cardtable</translation>
    </message>
    <message>
        <source>&amp;Licences…</source>
        <translation>&amp;Licenças…</translation>
    </message>
    <message>
        <source>Schnapsen, Bura and Bohemian Schneider against the computer.&lt;br&gt;Card art, icons and sounds are made by the project.</source>
        <translation>Schnapsen, Bura e Schneider boémio contra o computador.&lt;br&gt;As cartas, os ícones e os sons são feitos pelo próprio projeto.</translation>
    </message>
    <message>
        <source>Match over: a draw.</source>
        <translation>Fim da partida: empate.</translation>
    </message>
    <message>
        <source>Match over: {name} won.</source>
        <translation>Fim da partida: venceu {name}.</translation>
    </message>
    <message>
        <source>Match over: you won.</source>
        <translation>Fim da partida: você venceu.</translation>
    </message>
    <message>
        <source>Cannot autosave: {reason} The game goes on.</source>
        <translation>Não foi possível guardar automaticamente: {reason} O jogo continua.</translation>
    </message>
    <message>
        <source>There is no game to save.</source>
        <translation>Não há nenhum jogo para guardar.</translation>
    </message>
    <message>
        <source>Saved as {name}.</source>
        <translation>Guardado como {name}.</translation>
    </message>
    <message>
        <source>{name} holds a finished match: there is nothing left to play.</source>
        <translation>{name} contém uma partida terminada: não resta nada para jogar.</translation>
    </message>
    <message>
        <source>Opened {name}.</source>
        <translation>Aberto: {name}.</translation>
    </message>
    <message>
        <source>There is no game to export.</source>
        <translation>Não há nenhum jogo para exportar.</translation>
    </message>
    <message>
        <source>The history could not be written to {path}: {reason}.</source>
        <translation>Não foi possível escrever o histórico em {path}: {reason}.</translation>
    </message>
    <message>
        <source>History written to {name}.</source>
        <translation>Histórico escrito em {name}.</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Guardar jogo</translation>
    </message>
    <message>
        <source>cardtable games (*{suffix})</source>
        <translation>Jogos do cardtable (*{suffix})</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>Abrir jogo</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Todos os ficheiros (*)</translation>
    </message>
    <message>
        <source>Open {name}? The match in progress will be given up.</source>
        <translation>Abrir {name}? A partida em curso será abandonada.</translation>
    </message>
    <message>
        <source>Export history</source>
        <translation>Exportar histórico</translation>
    </message>
    <message>
        <source>Text (*.txt)</source>
        <translation>Texto (*.txt)</translation>
    </message>
    <message>
        <source>Undo is turned off (View ▸ Allow undo).</source>
        <translation>Desfazer está desligado (Ver ▸ Permitir desfazer).</translation>
    </message>
    <message>
        <source>Settings could not be saved: {reason}</source>
        <translation>Não foi possível guardar as definições: {reason}</translation>
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
        <translation>Jogo novo</translation>
    </message>
    <message>
        <source>new game</source>
        <translation>jogo novo</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jogo</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regras</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Baralho</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Adversário</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>Jogador {n}</translation>
    </message>
    <message>
        <source>name of player {n}</source>
        <translation>nome do jogador {n}</translation>
    </message>
    <message>
        <source>Rule variants</source>
        <translation>Variantes das regras</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>sem limite</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>{name} is invited: the match starts when {name} accepts…</source>
        <translation>Convite enviado a {name}: a partida começa quando {name} aceitar…</translation>
    </message>
    <message>
        <source>Waiting for the match to be dealt…</source>
        <translation>À espera da distribuição das cartas…</translation>
    </message>
    <message>
        <source>{game} with {name} — cardtable</source>
        <translation>{game} com {name} — cardtable</translation>
    </message>
    <message>
        <source>Inviting {name} to a new match…</source>
        <translation>A convidar {name} para uma nova partida…</translation>
    </message>
    <message>
        <source>The new match could not be made: {problem}</source>
        <translation>Não foi possível criar a nova partida: {problem}</translation>
    </message>
    <message>
        <source>Signed out: your match with {name} waits in its room until you sign in again.</source>
        <translation>Sessão terminada: a sua partida com {name} espera na sala até voltar a iniciar sessão.</translation>
    </message>
    <message>
        <source>Online match</source>
        <translation>Partida online</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Enviar</translation>
    </message>
    <message>
        <source>Claim the match</source>
        <translation>Reivindicar a partida</translation>
    </message>
    <message>
        <source>Playing with {name}</source>
        <translation>A jogar com {name}</translation>
    </message>
    <message>
        <source>Undo is not offered online: your friend has seen your move, and the room keeps it.</source>
        <extracomment>Why a feature is off online (``session.online.Offline``).</extracomment>
        <translation>Numa partida online não se desfaz: o seu amigo já viu a sua jogada, e a sala guarda-a.</translation>
    </message>
    <message>
        <source>An online hand cannot be dealt again: both programs made its deal together.</source>
        <translation>Uma mão online não pode voltar a ser dada: os dois programas fizeram a distribuição em conjunto.</translation>
    </message>
    <message>
        <source>An online match is kept in its room: Game ▸ Play a friend online… goes back to it.</source>
        <translation>Uma partida online fica guardada na sua sala: Jogo ▸ Jogar com um amigo online… volta a ela.</translation>
    </message>
    <message>
        <source>The next deal is being made with your friend&apos;s program…</source>
        <translation>A próxima distribuição está a ser feita com o programa do seu amigo…</translation>
    </message>
    <message>
        <source>An online hand is not reviewed: this program never holds your friend&apos;s cards.</source>
        <translation>Uma mão online não é revista: este programa nunca tem as cartas do seu amigo.</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <extracomment>The turn line while the table waits for the friend or his program (``session.online.Awaited``).</extracomment>
        <translation>{name} está a pensar…</translation>
    </message>
    <message>
        <source>Waiting for {name}&apos;s program to open your cards…</source>
        <translation>À espera de que o programa de {name} abra as suas cartas…</translation>
    </message>
    <message>
        <source>The next deal is being made with {name}&apos;s program…</source>
        <translation>A próxima distribuição está a ser feita com o programa de {name}…</translation>
    </message>
    <message>
        <source>{name} seems to be away: the match goes on when {name} is back.</source>
        <translation>{name} parece estar ausente: a partida continua quando {name} voltar.</translation>
    </message>
    <message>
        <source>Back at your match with {name}: nothing has happened since you left.</source>
        <extracomment>A player back at an online match with no move to recap (``session.online.Back``).</extracomment>
        <translation>De volta à partida com {name}: nada aconteceu desde que saiu.</translation>
    </message>
    <message>
        <source>Back at your match with {name}.</source>
        <translation>De volta à partida com {name}.</translation>
    </message>
    <message>
        <source>an event that is not part of this program&apos;s protocol</source>
        <extracomment>What was wrong with a refused event (``faults.Reason``), completing &quot;{name} sent …&quot;.</extracomment>
        <translation>um evento que não faz parte do protocolo deste programa</translation>
    </message>
    <message>
        <source>an event of another protocol version</source>
        <translation>um evento de outra versão do protocolo</translation>
    </message>
    <message>
        <source>an event of another match</source>
        <translation>um evento de outra partida</translation>
    </message>
    <message>
        <source>an event from someone who does not play this match</source>
        <translation>um evento de alguém que não joga esta partida</translation>
    </message>
    <message>
        <source>an event sent out of turn</source>
        <translation>um evento enviado fora da sua vez</translation>
    </message>
    <message>
        <source>an event out of order</source>
        <translation>um evento fora de ordem</translation>
    </message>
    <message>
        <source>an event that does not follow the one before it</source>
        <translation>um evento que não segue o anterior</translation>
    </message>
    <message>
        <source>an event sent a second time</source>
        <translation>um evento enviado pela segunda vez</translation>
    </message>
    <message>
        <source>a deck of the wrong length</source>
        <translation>um baralho com o número errado de cartas</translation>
    </message>
    <message>
        <source>a locked card that is no valid card</source>
        <translation>uma carta cifrada que não é uma carta válida</translation>
    </message>
    <message>
        <source>the same locked card twice</source>
        <translation>a mesma carta cifrada duas vezes</translation>
    </message>
    <message>
        <source>a key that is no valid key</source>
        <translation>uma chave que não é uma chave válida</translation>
    </message>
    <message>
        <source>a key that opens no card, or a card already seen elsewhere</source>
        <translation>uma chave que não abre nenhuma carta, ou abre uma carta já vista noutro lugar</translation>
    </message>
    <message>
        <source>a key that was owed and not sent</source>
        <translation>uma chave que era devida e não foi enviada</translation>
    </message>
    <message>
        <source>a key for a card that may not be opened now</source>
        <translation>uma chave para uma carta que não pode ser aberta agora</translation>
    </message>
    <message>
        <source>a move the rules forbid</source>
        <translation>uma jogada que as regras proíbem</translation>
    </message>
    <message>
        <source>keys at the hand&apos;s end that do not give the deck that was locked</source>
        <translation>chaves no fim da mão que não dão o baralho que foi cifrado</translation>
    </message>
    <message>
        <source>a hand that does not replay on the revealed deck</source>
        <translation>uma mão que não se consegue voltar a jogar com o baralho revelado</translation>
    </message>
    <message>
        <source>a draw for the first dealer that does not match its commitment</source>
        <translation>um sorteio de quem dá primeiro que não corresponde ao seu compromisso</translation>
    </message>
    <message>
        <source>a claim that crossed a move</source>
        <translation>uma reivindicação que se cruzou com uma jogada</translation>
    </message>
    <message>
        <source>a chat line that is too long</source>
        <translation>uma linha de conversa demasiado longa</translation>
    </message>
    <message>
        <source>a claim of abandonment before the agreed time</source>
        <translation>uma reivindicação por abandono antes do tempo combinado</translation>
    </message>
    <message>
        <source>an event after the match ended</source>
        <translation>um evento depois de a partida ter terminado</translation>
    </message>
    <message>
        <source>an event of ours that this program&apos;s secret does not give</source>
        <translation>um evento em nosso nome que não corresponde ao segredo deste programa</translation>
    </message>
    <message>
        <source>The match is disputed: {name} sent {what}. The record is kept; no move is taken.</source>
        <translation>A partida está contestada: {name} enviou {what}. O registo fica guardado; não se faz mais nenhuma jogada.</translation>
    </message>
    <message>
        <source>You left the match.</source>
        <translation>Abandonou a partida.</translation>
    </message>
    <message>
        <source>{name} left the match.</source>
        <translation>{name} abandonou a partida.</translation>
    </message>
    <message>
        <source>You claimed the match: {name} was silent past the agreed time.</source>
        <translation>Reivindicou a partida: {name} esteve em silêncio mais tempo do que o combinado.</translation>
    </message>
    <message>
        <source>{name} claimed the match: you were silent past the agreed time.</source>
        <translation>{name} reivindicou a partida: esteve em silêncio mais tempo do que o combinado.</translation>
    </message>
    <message>
        <source>Network: {problem} Trying again…</source>
        <translation>Rede: {problem} A tentar de novo…</translation>
    </message>
    <message>
        <source>Your online match with {name} is waiting: Game ▸ Play a friend online… goes back to it.</source>
        <translation>A sua partida online com {name} está à espera: Jogo ▸ Jogar com um amigo online… volta a ela.</translation>
    </message>
    <message>
        <source>{name} asks for a rematch: press Play again to accept it.</source>
        <translation>{name} pede uma desforra: prima Jogar de novo para a aceitar.</translation>
    </message>
    <message>
        <source>{name} invites you to play {game}: Game ▸ Play a friend online… accepts.</source>
        <translation>{name} convida-o para jogar {game}: Jogo ▸ Jogar com um amigo online… aceita.</translation>
    </message>
    <message>
        <source>{name} invites you to a match: Game ▸ Play a friend online… accepts.</source>
        <translation>{name} convida-o para uma partida: Jogo ▸ Jogar com um amigo online… aceita.</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>Play a friend online</source>
        <translation>Jogar com um amigo online</translation>
    </message>
    <message>
        <source>Matrix account</source>
        <translation>Conta Matrix</translation>
    </message>
    <message>
        <source>name, or @name:server</source>
        <translation>nome, ou @nome:servidor</translation>
    </message>
    <message>
        <source>Homeserver</source>
        <translation>Servidor</translation>
    </message>
    <message>
        <source>User</source>
        <translation>Utilizador</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Palavra-passe</translation>
    </message>
    <message>
        <source>or access token</source>
        <translation>ou token de acesso</translation>
    </message>
    <message>
        <source>Sign in</source>
        <translation>Iniciar sessão</translation>
    </message>
    <message>
        <source>Sign out</source>
        <translation>Terminar sessão</translation>
    </message>
    <message>
        <source>Invite a friend</source>
        <translation>Convidar um amigo</translation>
    </message>
    <message>
        <source>Friend&apos;s Matrix ID</source>
        <translation>ID Matrix do amigo</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jogo</translation>
    </message>
    <message>
        <source>The rules and the deck are those of Game ▸ New… for this game.</source>
        <translation>As regras e o baralho são os de Jogo ▸ Novo… para este jogo.</translation>
    </message>
    <message>
        <source>Invite</source>
        <translation>Convidar</translation>
    </message>
    <message>
        <source>Invitations and running matches</source>
        <translation>Convites e partidas em curso</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Atualizar</translation>
    </message>
    <message>
        <source>Accept or go back</source>
        <translation>Aceitar ou voltar</translation>
    </message>
    <message>
        <source>Signed in as {user}</source>
        <translation>Sessão iniciada como {user}</translation>
    </message>
    <message>
        <source>That did not work: {problem}</source>
        <translation>Não resultou: {problem}</translation>
    </message>
    <message>
        <source>Signing in…</source>
        <translation>A iniciar sessão…</translation>
    </message>
    <message>
        <source>The sign-in could not be kept: {reason}</source>
        <translation>Não foi possível guardar a sessão: {reason}</translation>
    </message>
    <message>
        <source>Signing out…</source>
        <translation>A terminar sessão…</translation>
    </message>
    <message>
        <source>Reading your invitations…</source>
        <translation>A ler os seus convites…</translation>
    </message>
    <message>
        <source>Invitation from {name}: {game}</source>
        <translation>Convite de {name}: {game}</translation>
    </message>
    <message>
        <source>Invitation from {name}</source>
        <translation>Convite de {name}</translation>
    </message>
    <message>
        <source>{game} with {name}</source>
        <translation>{game} com {name}</translation>
    </message>
    <message>
        <source>A match with {name}</source>
        <translation>Uma partida com {name}</translation>
    </message>
    <message>
        <source>Sign in first, and give your friend&apos;s Matrix ID (@name:server).</source>
        <translation>Inicie sessão primeiro e indique o ID Matrix do seu amigo (@nome:servidor).</translation>
    </message>
    <message>
        <source>Inviting {name}…</source>
        <translation>A convidar {name}…</translation>
    </message>
    <message>
        <source>Accepting the invitation…</source>
        <translation>A aceitar o convite…</translation>
    </message>
    <message>
        <source>Playing online needs the Matrix client library, which this installation lacks. Install cardtable with its online part: pip install &apos;cardtable[online]&apos;</source>
        <translation>Jogar online precisa da biblioteca cliente Matrix, que falta nesta instalação. Instale o cardtable com a sua parte online: pip install &apos;cardtable[online]&apos;</translation>
    </message>
</context>
<context>
    <name>Plurals</name>
    <message numerus="yes">
        <source>%n game point(s)</source>
        <translation>
            <numerusform>%n ponto de jogo</numerusform>
            <numerusform>%n pontos de jogo</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Pot: &lt;b&gt;%n&lt;/b&gt; chip(s)</source>
        <translation>
            <numerusform>Pote: &lt;b&gt;%n&lt;/b&gt; ficha</numerusform>
            <numerusform>Pote: &lt;b&gt;%n&lt;/b&gt; fichas</numerusform>
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
            <numerusform>Joga-se até %n pote</numerusform>
            <numerusform>Joga-se até %n potes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Play %n card(s)</source>
        <translation>
            <numerusform>Jogar %n carta</numerusform>
            <numerusform>Jogar %n cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>answer with exactly %n card(s)</source>
        <translation>
            <numerusform>responda com exatamente %n carta</numerusform>
            <numerusform>responda com exatamente %n cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Bars: game points in the last %n hand(s) (green won, red lost).</source>
        <translation>
            <numerusform>Barras: pontos de jogo em %n mão, a última (verde: ganha, vermelho: perdida).</numerusform>
            <numerusform>Barras: pontos de jogo nas últimas %n mãos (verde: ganhas, vermelho: perdidas).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Preferências</translation>
    </message>
    <message>
        <source>preferences</source>
        <translation>preferências</translation>
    </message>
    <message>
        <source>Like the system</source>
        <translation>Como o sistema</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <source>&amp;Deck</source>
        <translation>&amp;Baralho</translation>
    </message>
    <message>
        <source>Card &amp;back</source>
        <translation>&amp;Costas das cartas</translation>
    </message>
    <message>
        <source>&amp;Animation speed</source>
        <translation>&amp;Velocidade da animação</translation>
    </message>
    <message>
        <source>A finished &amp;trick stays</source>
        <translation>&amp;Uma vaza terminada fica à vista</translation>
    </message>
    <message>
        <source>T&amp;heme</source>
        <translation>T&amp;ema</translation>
    </message>
    <message>
        <source>&amp;Cloth</source>
        <translation>&amp;Pano</translation>
    </message>
    <message>
        <source>Play a card with &amp;one click (Bura: a click picks it for the group)</source>
        <translation>&amp;Jogar uma carta com um só clique (na Bura, um clique escolhe-a para o grupo)</translation>
    </message>
    <message>
        <source>&amp;Sound</source>
        <translation>&amp;Som</translation>
    </message>
    <message>
        <source>&amp;Learner hints (your points this hand, unplayable cards dimmed)</source>
        <translation>&amp;Ajudas para aprender (os seus pontos nesta mão, cartas não jogáveis esbatidas)</translation>
    </message>
    <message>
        <source>Auto-claim &amp;66 or declare 31 when right</source>
        <translation>Declarar &amp;66 ou 31 automaticamente quando estiver certo</translation>
    </message>
    <message>
        <source>Ask before &amp;closing the stock</source>
        <translation>Perguntar antes de &amp;fechar o monte</translation>
    </message>
    <message>
        <source>Hot-seat Bura: show a special hand at once (else keep it)</source>
        <translation>Bura a dois no mesmo aparelho: mostrar logo uma mão especial (senão, guardá-la)</translation>
    </message>
    <message>
        <source>Show the cards &amp;played, by suit</source>
        <translation>Mostrar as cartas jo&amp;gadas, por naipe</translation>
    </message>
    <message>
        <source>Show both players&apos; poi&amp;nts</source>
        <translation>Mostrar os po&amp;ntos dos dois jogadores</translation>
    </message>
    <message>
        <source>Show the Hint button (&amp;key H)</source>
        <translation>Mostrar o botão Sugestão (tecla &amp;H)</translation>
    </message>
    <message>
        <source>&amp;Explain the computer&apos;s play</source>
        <translation>E&amp;xplicar as jogadas do computador</translation>
    </message>
    <message>
        <source>Learning</source>
        <translation>Aprendizagem</translation>
    </message>
    <message>
        <source>A learning aid: the hands played with it on are marked in the statistics.</source>
        <translation>Uma ajuda para aprender: as mãos jogadas com ela ligada ficam marcadas nas estatísticas.</translation>
    </message>
    <message>
        <source>A learning aid: the hands where you ask for a hint are marked in the statistics.</source>
        <translation>Uma ajuda para aprender: as mãos em que pede uma sugestão ficam marcadas nas estatísticas.</translation>
    </message>
    <message>
        <source>Player &amp;{n} (hot-seat)</source>
        <translation>Jogador &amp;{n} (mesmo aparelho)</translation>
    </message>
</context>
<context>
    <name>ReasonWords</name>
    <message>
        <source>you have {score} points, and {goal} are enough</source>
        <translation>tem {score} pontos, e {goal} bastam</translation>
    </message>
    <message>
        <source>closing needs {need} more points; trumps out: {trumps_out}</source>
        <translation>pontos em falta para fechar: {need}; trunfos ainda por jogar, fora da sua mão: {trumps_out}</translation>
    </message>
    <message>
        <source>the face-up {card} is better in your hand</source>
        <translation>a carta virada para cima, {card}, fica melhor na sua mão</translation>
    </message>
    <message>
        <source>announcing it counts {points} points</source>
        <translation>declará-lo conta {points} pontos</translation>
    </message>
    <message>
        <source>the rules let you show this hand now</source>
        <translation>as regras permitem-lhe mostrar esta mão agora</translation>
    </message>
    <message>
        <source>there is nothing worth declaring</source>
        <translation>não há nada que valha a pena declarar</translation>
    </message>
    <message>
        <source>it is the only card you may play</source>
        <translation>é a única carta que pode jogar</translation>
    </message>
    <message>
        <source>trumping takes the trick with {amount} in it</source>
        <translation>trunfar faz a vaza, que tem {amount}</translation>
    </message>
    <message>
        <source>it takes the trick with {amount} in it</source>
        <translation>faz a vaza, que tem {amount}</translation>
    </message>
    <message>
        <source>it gives the trick away for only {amount}</source>
        <translation>cede a vaza por apenas {amount}</translation>
    </message>
    <message>
        <source>it gives the trick away and loses nothing by it</source>
        <translation>cede a vaza sem perder nada com isso</translation>
    </message>
    <message>
        <source>no card you have not seen beats the {card} in its suit</source>
        <translation>nenhuma carta que ainda não viu bate {card} no seu naipe</translation>
    </message>
    <message>
        <source>no card you have not seen beats it in its suit</source>
        <translation>nenhuma carta que ainda não viu a bate no seu naipe</translation>
    </message>
    <message>
        <source>it draws trumps; trumps out: {trumps_out}</source>
        <translation>puxa os trunfos; trunfos ainda por jogar, fora da sua mão: {trumps_out}</translation>
    </message>
    <message>
        <source>it keeps your high cards back ({amount} led)</source>
        <translation>guarda as suas cartas altas ({amount} na saída)</translation>
    </message>
    <message>
        <source>of your leads, this one came out best in the hint&apos;s search ({amount} led)</source>
        <translation>das suas saídas, esta foi a melhor no cálculo da sugestão ({amount} na saída)</translation>
    </message>
    <message>
        <source>it has {score} points, and {goal} are enough</source>
        <translation>tem {score} pontos, e {goal} bastam</translation>
    </message>
    <message>
        <source>closing needs {need} more points; trumps still in play: {trumps_out}</source>
        <translation>pontos em falta para fechar: {need}; trunfos ainda em jogo: {trumps_out}</translation>
    </message>
    <message>
        <source>the face-up {card} is better in its hand</source>
        <translation>a carta virada para cima, {card}, fica melhor na mão dele</translation>
    </message>
    <message>
        <source>the rules let it show this hand now</source>
        <translation>as regras permitem-lhe mostrar esta mão agora</translation>
    </message>
    <message>
        <source>it draws trumps; trumps still in play: {trumps_out}</source>
        <translation>puxa os trunfos; trunfos ainda em jogo: {trumps_out}</translation>
    </message>
    <message numerus="yes">
        <source>%n honour(s)</source>
        <translation>
            <numerusform>%n honra</numerusform>
            <numerusform>%n honras</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n ponto</numerusform>
            <numerusform>%n pontos</numerusform>
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
        <translation>Revisão da mão</translation>
    </message>
    <message>
        <source>◀ &amp;Previous trick</source>
        <translation>◀ Vaza &amp;anterior</translation>
    </message>
    <message>
        <source>Next &amp;trick ▶</source>
        <translation>&amp;Próxima vaza ▶</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fechar</translation>
    </message>
    <message>
        <source>Hand {n}</source>
        <translation>Mão {n}</translation>
    </message>
    <message>
        <source>The whole match</source>
        <translation>A partida inteira</translation>
    </message>
    <message>
        <source>Choices of {name}</source>
        <translation>Escolhas de {name}</translation>
    </message>
    <message>
        <source>The whole match: {done} of {hands} hands reviewed.</source>
        <translation>A partida inteira: {done} de {hands} mãos revistas.</translation>
    </message>
    <message>
        <source>The expert is reviewing the hand…</source>
        <translation>O especialista está a rever a mão…</translation>
    </message>
    <message>
        <source>The expert is reviewing hand {n}…</source>
        <translation>O especialista está a rever a mão {n}…</translation>
    </message>
    <message>
        <source>{done} of {total} decisions</source>
        <translation>{done} de {total} decisões</translation>
    </message>
    <message>
        <source>The review failed: {error}</source>
        <translation>A revisão falhou: {error}</translation>
    </message>
    <message>
        <source>Trick {n} of {count}</source>
        <translation>Vaza {n} de {count}</translation>
    </message>
    <message>
        <source>The hand&apos;s end</source>
        <translation>Fim da mão</translation>
    </message>
    <message>
        <source>No choice of yours to review in this trick.</source>
        <translation>Nesta vaza não há nenhuma escolha sua para rever.</translation>
    </message>
    <message>
        <source>No hand of this match has finished yet.</source>
        <translation>Ainda não terminou nenhuma mão desta partida.</translation>
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
        <translation># Jogar com o teclado

Todas as jogadas se fazem sem rato.

- **Esquerda / Direita** (ou Cima / Baixo), **Home / End**: andar pela mão, cartas esbatidas incluídas; a carta com o contorno azul
  é a atual.
- **Enter**: jogar essa carta (uma carta esbatida é recusada, com a regra que a proíbe). Na Bura, jogar as cartas escolhidas.
- **Espaço**: na Bura, escolher a carta (ou devolvê-la) para formar um grupo de duas ou três.
- **C** casamento, **T** trocar a carta de trunfo, **F** fechar o monte, **D** declarar 66 / 31,
  **R** mostrar uma mão especial, **P** passar: a letra está sublinhada em cada botão.
- **L**: ver outra vez a última vaza.
- **Espaço** ou **Enter** na mesa: continuar quando uma vaza terminada fica à vista até clicar.
- **M** ou **Enter**: próxima mão, depois do resumo da mão.
- **Tab**: passar entre a mão e os botões. Dois botões com a mesma letra (dois casamentos): a letra
  passa de um ao outro, **Espaço** carrega nele.
- **Ctrl+N** jogo novo, **Ctrl+R** repetir a mão, **Ctrl+Z** desfazer, **Ctrl+,** preferências,
  **F1** as regras (no macOS, as teclas próprias do sistema).
</translation>
    </message>
    <message>
        <source>- **H**: the hint for your move; **Top choices** then lists its best options with their figures.
- In the hand review: **Right** or **Alt+T** next trick, **Left** or **Alt+P** previous trick.
- After a match&apos;s result: **Space**, or the underlined letter of Play again, starts the next match;
  **Enter** does not, so that a key meant for the next hand does not pass the final result unread.
</source>
        <extracomment>Keys that the list above left out (a newcomer found them missing from Help ▸ Keyboard).</extracomment>
        <translation>- **H**: a sugestão para a sua jogada; **Melhores opções** mostra depois as melhores opções com os seus números.
- Na revisão da mão: **Direita** ou **Alt+P** próxima vaza, **Esquerda** ou **Alt+A** vaza anterior.
- Depois do resultado de uma partida: **Espaço**, ou a letra sublinhada de Jogar de novo, começa a próxima;
  **Enter** não, para que uma tecla pensada para a próxima mão não passe o resultado final sem ser lido.
</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regras</translation>
    </message>
    <message>
        <source>rules</source>
        <translation>regras</translation>
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
        <translation>{figure} potes</translation>
    </message>
    <message>
        <source>{figure} game points</source>
        <translation>{figure} pontos de jogo</translation>
    </message>
    <message numerus="yes">
        <source>%n costly lead(s)</source>
        <translation>
            <numerusform>%n saída custosa</numerusform>
            <numerusform>%n saídas custosas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n costly answer(s)</source>
        <translation>
            <numerusform>%n resposta custosa</numerusform>
            <numerusform>%n respostas custosas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n costly close(s)</source>
        <translation>
            <numerusform>%n fecho custoso</numerusform>
            <numerusform>%n fechos custosos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n missed close(s)</source>
        <translation>
            <numerusform>%n fecho em falta</numerusform>
            <numerusform>%n fechos em falta</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n missed claim(s)</source>
        <translation>
            <numerusform>%n declaração em falta</numerusform>
            <numerusform>%n declarações em falta</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n missed exchange(s)</source>
        <translation>
            <numerusform>%n troca em falta</numerusform>
            <numerusform>%n trocas em falta</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n missed marriage(s)</source>
        <translation>
            <numerusform>%n casamento em falta</numerusform>
            <numerusform>%n casamentos em falta</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n costly declaration(s)</source>
        <translation>
            <numerusform>%n mão especial mostrada com custo</numerusform>
            <numerusform>%n mãos especiais mostradas com custo</numerusform>
        </translation>
    </message>
    <message>
        <source>No choice to review: every move was forced.</source>
        <translation>Nenhuma escolha para rever: todas as jogadas eram forçadas.</translation>
    </message>
    <message>
        <source>No costly choice in {n} decisions: {loss} against the expert.</source>
        <translation>Nenhuma escolha custosa (decisões: {n}): {loss} face ao especialista.</translation>
    </message>
    <message>
        <source>{some} and {last}</source>
        <translation>{some} e {last}</translation>
    </message>
    <message>
        <source>{mistakes} ({costly}); in all {n} decisions, {loss} against the expert.</source>
        <translation>{mistakes} ({costly}); em todas as decisões ({n}), {loss} face ao especialista.</translation>
    </message>
    <message>
        <source>play {cards}</source>
        <translation>jogar {cards}</translation>
    </message>
    <message>
        <source>Your lead</source>
        <translation>A sua saída</translation>
    </message>
    <message>
        <source>Your choice</source>
        <translation>A sua escolha</translation>
    </message>
    <message>
        <source>Your answer</source>
        <translation>A sua resposta</translation>
    </message>
    <message>
        <source>Choice</source>
        <translation>Escolha</translation>
    </message>
    <message>
        <source>Chance to win the hand</source>
        <translation>Probabilidade de ganhar a mão</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>Esperado</translation>
    </message>
    <message>
        <source>the expert&apos;s choice</source>
        <translation>a escolha do especialista</translation>
    </message>
    <message>
        <source>your choice</source>
        <translation>a sua escolha</translation>
    </message>
    <message>
        <source>Costly: {loss} against the expert&apos;s choice.</source>
        <translation>Custosa: {loss} face à escolha do especialista.</translation>
    </message>
    <message>
        <source>Not costly ({loss}).</source>
        <translation>Sem custo relevante ({loss}).</translation>
    </message>
    <message>
        <source>Hindsight: this position was too big to solve with every card known.</source>
        <translation>Em retrospetiva: esta posição era grande demais para ser resolvida com todas as cartas à vista.</translation>
    </message>
    <message>
        <source>Hindsight, with every card known: your choice was as good as any ({value}).</source>
        <translation>Em retrospetiva, com todas as cartas à vista: a sua escolha era tão boa como qualquer outra ({value}).</translation>
    </message>
    <message>
        <source>Hindsight, with every card known: {best} was best ({value}); yours gave {mine}.</source>
        <translation>Em retrospetiva, com todas as cartas à vista, o melhor era: {best} ({value}); a sua escolha dava {mine}.</translation>
    </message>
</context>
<context>
    <name>ScorePanel</name>
    <message>
        <source>score sheet</source>
        <translation>folha de pontos</translation>
    </message>
</context>
<context>
    <name>StatsWindow</name>
    <message>
        <source>Game</source>
        <extracomment>(column key, heading) of the totals table, in order: what a player compares at a glance. Each heading says what its column counts on its own (&quot;won&quot; beside &quot;won&quot; left the player guessing); the first space breaks it.</extracomment>
        <translation>Jogo</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regras</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Adversário</translation>
    </message>
    <message>
        <source>Bummerls won</source>
        <translation>Bummerls ganhos</translation>
    </message>
    <message>
        <source>Claims right</source>
        <translation>Declarações certas</translation>
    </message>
    <message>
        <source>Closes held</source>
        <translation>Fechos cumpridos</translation>
    </message>
    <message>
        <source>Matches played</source>
        <translation>Partidas jogadas</translation>
    </message>
    <message>
        <source>Matches won</source>
        <translation>Partidas ganhas</translation>
    </message>
    <message>
        <source>Hands played</source>
        <translation>Mãos jogadas</translation>
    </message>
    <message>
        <source>Hands won</source>
        <translation>Mãos ganhas</translation>
    </message>
    <message>
        <source>Game points won</source>
        <extracomment>(key, label) of the figures of the row picked in the table, listed beside the chart. Points are the game points a hand is worth (&quot;Points won&quot; read like card points).</extracomment>
        <translation>Pontos de jogo ganhos</translation>
    </message>
    <message>
        <source>Game points lost</source>
        <translation>Pontos de jogo perdidos</translation>
    </message>
    <message>
        <source>Won Schneider</source>
        <translation>Ganhas com Schneider</translation>
    </message>
    <message>
        <source>Won Schwarz</source>
        <translation>Ganhas com Schwarz</translation>
    </message>
    <message>
        <source>Bummerls lost</source>
        <translation>Bummerls perdidos</translation>
    </message>
    <message>
        <source>Schneiderbummerls won</source>
        <translation>Schneiderbummerls ganhos</translation>
    </message>
    <message>
        <source>Chips won or lost</source>
        <translation>Fichas ganhas ou perdidas</translation>
    </message>
    <message>
        <source>Claims wrong</source>
        <translation>Declarações erradas</translation>
    </message>
    <message>
        <source>Closes failed</source>
        <translation>Fechos falhados</translation>
    </message>
    <message>
        <source>Hands with undo</source>
        <translation>Mãos com jogadas desfeitas</translation>
    </message>
    <message>
        <source>Hands with a hint</source>
        <translation>Mãos com sugestão</translation>
    </message>
    <message>
        <source>Hands with learning aids</source>
        <translation>Mãos com ajudas para aprender</translation>
    </message>
    <message>
        <source>{preset}, rules changed</source>
        <extracomment>A preset whose rules the player changed in the New game dialog (kept as &quot;standard+&quot;).</extracomment>
        <translation>{preset}, regras alteradas</translation>
    </message>
    <message>
        <source>Statistics — cardtable</source>
        <translation>Estatísticas — cardtable</translation>
    </message>
    <message>
        <source>Statistics per game, rules and opponent</source>
        <translation>Estatísticas por jogo, regras e adversário</translation>
    </message>
    <message>
        <source>&amp;Reset statistics…</source>
        <translation>&amp;Repor estatísticas…</translation>
    </message>
    <message numerus="yes">
        <source>Left out of these figures, as damaged: %n record(s) of hands or matches.</source>
        <translation>
            <numerusform>Deixado fora destes números, por estar danificado: %n registo de mãos ou partidas.</numerusform>
            <numerusform>Deixados fora destes números, por estarem danificados: %n registos de mãos ou partidas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Only hands you play count; a demo counts nothing.</source>
        <translation>Só contam as mãos que joga; uma demonstração não conta nada.</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Repor estatísticas</translation>
    </message>
    <message>
        <source>Forget every recorded hand and match? This cannot be undone.</source>
        <translation>Esquecer todas as mãos e partidas registadas? Isto não pode ser desfeito.</translation>
    </message>
</context>
<context>
    <name>SummaryPanel</name>
    <message>
        <source>The match is over: Space or {key} plays again.</source>
        <translation>A partida terminou: Espaço ou {key} para jogar de novo.</translation>
    </message>
    <message>
        <source>&amp;Next hand</source>
        <translation>Próxima &amp;mão</translation>
    </message>
    <message>
        <source>continue to the next hand</source>
        <translation>seguir para a próxima mão</translation>
    </message>
    <message>
        <source>N</source>
        <comment>shortcut of Next hand</comment>
        <translation>M</translation>
    </message>
    <message>
        <source>Shortcut: {key}</source>
        <translation>Tecla: {key}</translation>
    </message>
    <message>
        <source>&amp;Play again</source>
        <translation>Jogar de &amp;novo</translation>
    </message>
    <message>
        <source>play again with the same rules</source>
        <translation>jogar de novo com as mesmas regras</translation>
    </message>
    <message>
        <source>New &amp;game…</source>
        <translation>Jo&amp;go novo…</translation>
    </message>
    <message>
        <source>choose a new game</source>
        <translation>escolher um jogo novo</translation>
    </message>
    <message>
        <source>&amp;Review hand</source>
        <translation>&amp;Rever a mão</translation>
    </message>
    <message>
        <source>the expert&apos;s review of this hand</source>
        <translation>a revisão desta mão pelo especialista</translation>
    </message>
</context>
<context>
    <name>TableWidget</name>
    <message>
        <source>You have {score} points.</source>
        <translation>Tem {score} pontos.</translation>
    </message>
    <message>
        <source>card table</source>
        <translation>mesa de jogo</translation>
    </message>
    <message>
        <source>the trick</source>
        <translation>a vaza</translation>
    </message>
    <message>
        <source>the stock</source>
        <translation>o monte</translation>
    </message>
    <message>
        <source>the trump card</source>
        <translation>a carta de trunfo</translation>
    </message>
    <message>
        <source>status line</source>
        <translation>linha de estado</translation>
    </message>
    <message>
        <source>{name}: hand</source>
        <translation>{name}: mão</translation>
    </message>
    <message>
        <source>closed</source>
        <translation>fechado</translation>
    </message>
    <message>
        <source>Click to go on</source>
        <translation>Clique para continuar</translation>
    </message>
    <message>
        <source>No trick has been taken yet in this hand.</source>
        <translation>Ainda não se fez nenhuma vaza nesta mão.</translation>
    </message>
    <message>
        <source>Last trick: {name} · L: back to this trick</source>
        <translation>Última vaza: {name} · L: voltar à vaza atual</translation>
    </message>
    <message>
        <source>Last trick: {name}</source>
        <translation>Última vaza: {name}</translation>
    </message>
    <message>
        <source>Click a card to pick it; then press the Play button that appears, double-click it, or press Enter.</source>
        <translation>Clique numa carta para a escolher; depois carregue no botão Jogar que aparece, faça duplo clique nela ou carregue em Enter.</translation>
    </message>
    <message>
        <source>Click</source>
        <translation>Clique</translation>
    </message>
    <message>
        <source>Ctrl+click</source>
        <translation>Ctrl+clique</translation>
    </message>
    <message numerus="yes">
        <source>{pick} %n card(s) of any suits to answer; then press the Play button that appears or press Enter.</source>
        <translation>
            <numerusform>{pick} em %n carta de qualquer naipe para responder; depois carregue no botão Jogar que aparece ou carregue em Enter.</numerusform>
            <numerusform>{pick} em %n cartas de qualquer naipe para responder; depois carregue no botão Jogar que aparece ou carregue em Enter.</numerusform>
        </translation>
    </message>
    <message>
        <source>Click a card to play it.</source>
        <translation>Clique numa carta para a jogar.</translation>
    </message>
    <message>
        <source>Double-click a card, drag it to the middle or press Enter to play it.</source>
        <translation>Faça duplo clique numa carta, arraste-a para o meio ou carregue em Enter para a jogar.</translation>
    </message>
    <message>
        <source>Match over</source>
        <translation>Fim da partida</translation>
    </message>
    <message>
        <source>Hand over</source>
        <translation>Fim da mão</translation>
    </message>
    <message>
        <source>Show your special hand or pass</source>
        <translation>Mostre a sua mão especial ou passe</translation>
    </message>
    <message>
        <source>{name}: show your special hand or pass</source>
        <translation>{name}: mostre a sua mão especial ou passe</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>É a sua vez</translation>
    </message>
    <message>
        <source>{name} to play</source>
        <translation>Vez de: {name}</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation>{name} está a pensar…</translation>
    </message>
    <message>
        <source>Click cards of one suit to pick them; then press the Play button that appears, double-click the last card, or press Enter.</source>
        <translation>Clique em cartas do mesmo naipe para as escolher; depois carregue no botão Jogar que aparece, faça duplo clique na última carta ou carregue em Enter.</translation>
    </message>
    <message>
        <source>Ctrl+click cards of one suit to pick them; then press the Play button that appears, press Enter, or drag them to the middle.</source>
        <translation>Ctrl+clique em cartas do mesmo naipe para as escolher; depois carregue no botão Jogar que aparece, carregue em Enter ou arraste-as para o meio.</translation>
    </message>
    <message>
        <source>Close the stock?</source>
        <translation>Fechar o monte?</translation>
    </message>
    <message>
        <source>Declare 31?</source>
        <translation>Declarar 31?</translation>
    </message>
    <message>
        <source>Claim 66?</source>
        <translation>Declarar 66?</translation>
    </message>
    <message>
        <source>The match is drawn.</source>
        <translation>A partida termina empatada.</translation>
    </message>
    <message>
        <source>You win the match!</source>
        <translation>Ganhou a partida!</translation>
    </message>
    <message>
        <source>{name} wins the match.</source>
        <translation>Ganha a partida: {name}.</translation>
    </message>
    <message>
        <source>Hands played: {hands} · won: {first} {a}, {second} {b}</source>
        <translation>Mãos jogadas: {hands} · ganhas: {first} {a}, {second} {b}</translation>
    </message>
</context>
<context>
    <name>TopChoices</name>
    <message>
        <source>Top choices</source>
        <translation>Melhores opções</translation>
    </message>
    <message>
        <source>Choice</source>
        <translation>Escolha</translation>
    </message>
    <message>
        <source>Chance to win the hand</source>
        <translation>Probabilidade de ganhar a mão</translation>
    </message>
    <message>
        <source>Expected game points</source>
        <translation>Pontos de jogo esperados</translation>
    </message>
    <message>
        <source>Expected pots</source>
        <translation>Potes esperados</translation>
    </message>
    <message numerus="yes">
        <source>Figures from %n deal(s) the expert tried that fit what you have seen.</source>
        <translation>
            <numerusform>Valores de %n distribuição experimentada pelo especialista que condiz com o que viu.</numerusform>
            <numerusform>Valores de %n distribuições experimentadas pelo especialista que condizem com o que viu.</numerusform>
        </translation>
    </message>
    <message>
        <source>No search was needed: this move is clear.</source>
        <translation>Não foi preciso procurar: esta jogada é evidente.</translation>
    </message>
</context>
<context>
    <name>WelcomeDialog</name>
    <message>
        <source>Welcome to cardtable</source>
        <translation>Bem-vindo ao cardtable</translation>
    </message>
    <message>
        <source>&lt;b&gt;Which game would you like to play?&lt;/b&gt;</source>
        <translation>&lt;b&gt;Que jogo quer jogar?&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Play a guided first hand</source>
        <translation>Jogar uma primeira mão guiada</translation>
    </message>
    <message>
        <source>Just play</source>
        <translation>Jogar já</translation>
    </message>
    <message>
        <source>&lt;b&gt;To play a card&lt;/b&gt;, click it. Or pick it with the arrow keys and press Enter, or drag it to the middle of the table. In Bura, click each card of a group, then press Play.</source>
        <translation>&lt;b&gt;Para jogar uma carta&lt;/b&gt;, clique nela. Ou escolha-a com as setas e carregue em Enter, ou arraste-a para o meio da mesa. Na Bura, clique em cada carta de um grupo e depois carregue em Jogar.</translation>
    </message>
    <message>
        <source>With one-click play off, a click only picks a card: double-click it, drag it or press Enter to play it.</source>
        <translation>Com “jogar com um só clique” desligado, um clique só escolhe a carta: para a jogar, faça duplo clique nela, arraste-a ou carregue em Enter.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Moves other than a card&lt;/b&gt; (a marriage, closing the stock, claiming 66, declaring 31 or a special hand) are buttons beside your hand; each has its key underlined.</source>
        <translation>&lt;b&gt;As jogadas que não são uma carta&lt;/b&gt; (um casamento, fechar o monte, declarar 66, declarar 31 ou uma mão especial) são botões ao lado da sua mão; cada um tem a sua tecla sublinhada.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The rules&lt;/b&gt;: press F1 (Help ▸ Rules). With learner hints on (Game ▸ Preferences), a card you may not play is dimmed and names the rule that forbids it.</source>
        <translation>&lt;b&gt;As regras&lt;/b&gt;: carregue em F1 (Ajuda ▸ Regras). Com as ajudas para aprender ligadas (Jogo ▸ Preferências), uma carta que não pode jogar fica esbatida e indica a regra que a proíbe.</translation>
    </message>
    <message>
        <source>&lt;b&gt;A hint&lt;/b&gt;: press H or the Hint button, and the expert shows its move and says why.</source>
        <translation>&lt;b&gt;Uma sugestão&lt;/b&gt;: carregue em H ou no botão Sugestão, e o especialista mostra a sua jogada e diz porquê.</translation>
    </message>
    <message>
        <source>&lt;b&gt;After a hand&lt;/b&gt;, Game ▸ Review a hand… goes through it with the expert. Game ▸ Preferences ▸ Learning shows the cards already played, both players&apos; points, and why the computer played as it did.</source>
        <translation>&lt;b&gt;Depois de uma mão&lt;/b&gt;, Jogo ▸ Rever uma mão… percorre-a com o especialista. Jogo ▸ Preferências ▸ Aprendizagem mostra as cartas já jogadas, os pontos dos dois jogadores e porque é que o computador jogou como jogou.</translation>
    </message>
    <message>
        <source>You can read this again any time: Help ▸ How to play.</source>
        <translation>Pode voltar a ler isto a qualquer momento: Ajuda ▸ Como jogar.</translation>
    </message>
</context>
<context>
    <name>access</name>
    <message>
        <source>face-down card</source>
        <translation>carta virada para baixo</translation>
    </message>
    <message>
        <source>playable</source>
        <translation>jogável</translation>
    </message>
    <message>
        <source>not playable: {why}</source>
        <translation>não jogável: {why}</translation>
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
        <translation>sem cartas</translation>
    </message>
    <message>
        <source>{who}: {cards}</source>
        <extracomment>a play as heard: &quot;Computer: ace of hearts&quot;</extracomment>
        <translation>{who}: {cards}</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>É a sua vez</translation>
    </message>
    <message>
        <source>Card si&amp;ze</source>
        <translation>&amp;Tamanho das cartas</translation>
    </message>
    <message>
        <source>Hi&amp;gh contrast table and deck</source>
        <translation>&amp;Mesa e cartas em alto contraste</translation>
    </message>
</context>
<context>
    <name>app</name>
    <message>
        <source>Something went wrong ({kind}); details are in {log}.</source>
        <translation>Algo correu mal ({kind}); os detalhes estão em {log}.</translation>
    </message>
    <message>
        <source>Something went wrong ({kind}); no log could be written.</source>
        <translation>Algo correu mal ({kind}); não foi possível escrever o registo.</translation>
    </message>
</context>
<context>
    <name>card-suit</name>
    <message>
        <source>clubs</source>
        <extracomment>A suit&apos;s word inside a card&apos;s name (a translation may need another form of it than alone: a genitive, an adjective&apos;s stem), in the context &quot;card-suit&quot; (&quot;tell-card-suit&quot;).</extracomment>
        <translation>paus</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>ouros</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>copas</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>espadas</translation>
    </message>
</context>
<context>
    <name>cardindex</name>
    <message>
        <source>J</source>
        <comment>card index: jack</comment>
        <extracomment>one letter, must be one of: A B D H J K O Q R T U V А В Д К Т. The corner letter of the jack on French-suited cards in your country (German B for Bube); keep J if they say J.</extracomment>
        <translation>V</translation>
    </message>
    <message>
        <source>Q</source>
        <comment>card index: queen</comment>
        <extracomment>one letter, must be one of: A B D H J K O Q R T U V А В Д К Т. The corner letter of the queen on French-suited cards in your country (German D for Dame); keep Q if they say Q.</extracomment>
        <translation>D</translation>
    </message>
    <message>
        <source>K</source>
        <comment>card index: king</comment>
        <extracomment>one letter, must be one of: A B D H J K O Q R T U V А В Д К Т. The corner letter of the king on French-suited cards in your country (Dutch H for heer); keep K if they say K.</extracomment>
        <translation>R</translation>
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
        <translation>paus</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>ouros</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>copas</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>espadas</translation>
    </message>
    <message>
        <source>ace of {suit}</source>
        <extracomment>&quot;{rank} of {suit}&quot; in the card&apos;s own words (a Tell deck&apos;s names differ from the French deck&apos;s).</extracomment>
        <translation>ás de {suit}</translation>
    </message>
    <message>
        <source>ten of {suit}</source>
        <translation>dez de {suit}</translation>
    </message>
    <message>
        <source>king of {suit}</source>
        <translation>rei de {suit}</translation>
    </message>
    <message>
        <source>queen of {suit}</source>
        <translation>dama de {suit}</translation>
    </message>
    <message>
        <source>jack of {suit}</source>
        <translation>valete de {suit}</translation>
    </message>
    <message>
        <source>nine of {suit}</source>
        <translation>nove de {suit}</translation>
    </message>
    <message>
        <source>eight of {suit}</source>
        <translation>oito de {suit}</translation>
    </message>
    <message>
        <source>seven of {suit}</source>
        <translation>sete de {suit}</translation>
    </message>
    <message>
        <source>six of {suit}</source>
        <translation>seis de {suit}</translation>
    </message>
    <message>
        <source>king</source>
        <extracomment>Rank words inside refusals, per deck (D-2, D-3). Lower case like the card names: they stand inside a sentence (&quot;lead its king or queen&quot;).</extracomment>
        <translation>rei</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>dama</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>valete</translation>
    </message>
    <message>
        <source>ace</source>
        <translation>ás</translation>
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
        <translation>Schneider boémio</translation>
    </message>
</context>
<context>
    <name>guide</name>
    <message>
        <source>Lead the {card1}: the highest trump cannot be beaten (S-10), and once you have won a trick your marriages count (S-12).</source>
        <translation>Saia com o {card1}: o trunfo mais alto não pode ser batido (S-10), e, depois de ganhar uma vaza, os seus casamentos contam (S-12).</translation>
    </message>
    <message>
        <source>The computer could not beat it, so it gave its cheapest card, the {card1}. You took the trick and drew a card from the stock (S-11).</source>
        <translation>O computador não o conseguiu bater, por isso deu a sua carta de menos valor, o {card1}. Fez a vaza e comprou uma carta do monte (S-11).</translation>
    </message>
    <message>
        <source>You hold the {card1} and the {card2}: announce the marriage with its button below your cards. It is worth 20 (S-12).</source>
        <translation>Tem estas duas cartas: {card1} e {card2}. Declare o casamento com o botão respetivo, por baixo das suas cartas. Vale 20 (S-12).</translation>
    </message>
    <message>
        <source>Now lead the {card1} or the {card2}: a marriage is played with one of its cards (S-12).</source>
        <translation>Agora saia com uma destas cartas: {card1} ou {card2}. Um casamento joga-se com uma das suas cartas (S-12).</translation>
    </message>
    <message>
        <source>You drew the {card1}, the lowest trump: exchange it for the face-up {card2} (S-14). Then you hold the trump marriage.</source>
        <translation>Comprou o {card1}, o trunfo mais baixo: troque-o pela carta virada para cima, {card2} (S-14). Assim fica com o casamento de trunfo.</translation>
    </message>
    <message>
        <source>Close the stock (S-15): nobody draws any more, and the computer must follow suit (S-17). Close only when you are sure of 66: with the trump marriage you are.</source>
        <translation>Feche o monte (S-15): ninguém volta a comprar, e o computador tem de seguir o naipe (S-17). Feche só quando tiver a certeza dos 66: com o casamento de trunfo, tem.</translation>
    </message>
    <message>
        <source>Announce the trump marriage: it is worth 40 (S-12), which makes 79 points.</source>
        <translation>Declare o casamento de trunfo: vale 40 (S-12), o que dá 79 pontos.</translation>
    </message>
    <message>
        <source>Claim 66 with its button (S-19): you have 79. The computer has no trick, so you win 3 game points (S-22).</source>
        <translation>Declare 66 com o botão respetivo (S-19): tem 79. O computador não tem nenhuma vaza, por isso ganha 3 pontos de jogo (S-22).</translation>
    </message>
    <message>
        <source>Well done: that is Schnapsen. Play on as you like; press H for a hint at any time.</source>
        <translation>Muito bem: isto é o Schnapsen. Continue a jogar como quiser; carregue em H para pedir uma sugestão a qualquer momento.</translation>
    </message>
    <message>
        <source>In Bura you may lead two or three cards of one suit (B-5). Pick the {card1} and the {card2}, then play them together.</source>
        <translation>Na Bura pode sair com duas ou três cartas do mesmo naipe (B-5). Escolha o {card1} e o {card2} e jogue-os juntos.</translation>
    </message>
    <message>
        <source>Lead the {card1} alone: nothing beats the highest trump (B-7).</source>
        <translation>Saia só com o {card1}: nada bate o trunfo mais alto (B-7).</translation>
    </message>
    <message>
        <source>The computer gave the {card1} rather than waste a good card, and you took the trick: you have 39 points now.</source>
        <translation>O computador deu o {card1} para não desperdiçar uma carta boa, e fez a vaza: agora tem 39 pontos.</translation>
    </message>
    <message>
        <source>To take a group, the answer must beat each of its cards (B-8). The computer could not and gave the {card1} and the {card2}: the trick is yours, and you have 21 points.</source>
        <translation>Para ganhar uma vaza de grupo, a resposta tem de bater cada uma das cartas do grupo (B-8). O computador não conseguiu e deu o {card1} e o {card2}: a vaza é sua, e tem 21 pontos.</translation>
    </message>
    <message>
        <source>The computer gave the {card1}, worth nothing, and the trick is yours: 32 points, but only a declaration wins (B-17).</source>
        <translation>O computador deu o {card1}, que não vale nada, e a vaza é sua: 32 pontos, mas só uma declaração ganha (B-17).</translation>
    </message>
    <message>
        <source>Declare 31 with its button: with 31 or more you win the pot (B-18). Declaring with less would double the pot at your cost.</source>
        <translation>Declare 31 com o botão respetivo: com 31 ou mais ganha o pote (B-18). Declarar com menos dobraria o pote à sua custa.</translation>
    </message>
    <message>
        <source>Well done: that is Bura. Keep count of your points as you play; press H for a hint at any time.</source>
        <translation>Muito bem: isto é a Bura. Vá contando os seus pontos enquanto joga; carregue em H para pedir uma sugestão a qualquer momento.</translation>
    </message>
    <message>
        <source>Schneider has no trumps and no duty to follow suit (H-4). Lead the {card1}: an answer wins only with a higher card of the suit led (H-5), and none is higher.</source>
        <translation>O Schneider não tem trunfos nem obrigação de seguir o naipe (H-4). Saia com o {card1}: uma resposta só ganha com uma carta mais alta do naipe de saída (H-5), e não há nenhuma mais alta.</translation>
    </message>
    <message>
        <source>The computer gave the {card1}, no honour. Your trick holds one honour (H-2).</source>
        <translation>O computador deu o {card1}, que não é honra. A sua vaza tem uma honra (H-2).</translation>
    </message>
    <message>
        <source>Lead the {card1}: it is no honour, so if the computer takes the trick, it gains nothing from you.</source>
        <translation>Saia com o {card1}: não é honra, por isso, se o computador fizer a vaza, não ganha nada à sua custa.</translation>
    </message>
    <message>
        <source>The computer took it with the {card1}: one honour for it, none from you.</source>
        <translation>O computador fez a vaza com esta carta: {card1}. Uma honra para ele, nenhuma das suas.</translation>
    </message>
    <message>
        <source>Answer with the {card1}: it beats the {card2} in its own suit (H-5) and takes two honours.</source>
        <translation>Responda com o {card1}: bate o {card2} no próprio naipe (H-5) e ganha duas honras.</translation>
    </message>
    <message>
        <source>Well done. Whoever takes 11 of the 20 honours wins (H-8). Play the hand out; press H for a hint at any time.</source>
        <translation>Muito bem. Ganha quem fizer 11 das 20 honras (H-8). Jogue a mão até ao fim; carregue em H para pedir uma sugestão a qualquer momento.</translation>
    </message>
    <message>
        <source>Lesson, step {n} of {total}: {words}</source>
        <translation>Lição, passo {n} de {total}: {words}</translation>
    </message>
    <message>
        <source>Not this move: the lesson asks for another. {words}</source>
        <translation>Esta jogada não: a lição pede outra. {words}</translation>
    </message>
</context>
<context>
    <name>notices</name>
    <message>
        <source>Your settings file could not be read ({reason}); the defaults are used.{kept}</source>
        <extracomment>What a player reads when something goes wrong here (worded in his language by the table).</extracomment>
        <translation>Não foi possível ler o ficheiro de definições ({reason}); são usadas as predefinições.{kept}</translation>
    </message>
    <message>
        <source>it is not text</source>
        <extracomment>Why a settings file could not be read, in a player&apos;s words (the ``reason`` above).</extracomment>
        <translation>não é texto</translation>
    </message>
    <message>
        <source>it is not a settings file</source>
        <translation>não é um ficheiro de definições</translation>
    </message>
    <message>
        <source>it cannot be opened</source>
        <translation>não pode ser aberto</translation>
    </message>
    <message>
        <source>it is not a file (a device or a pipe)</source>
        <translation>não é um ficheiro (é um dispositivo ou um pipe)</translation>
    </message>
    <message>
        <source>it is too large</source>
        <translation>é demasiado grande</translation>
    </message>
    <message>
        <source>Your settings folder {folder} cannot be used ({reason}); the defaults are used and changes will not be saved.</source>
        <extracomment>The settings folder cannot be used at all (no permission, a file where the folder should be).</extracomment>
        <translation>Não é possível usar a pasta de definições {folder} ({reason}); são usadas as predefinições e as alterações não serão guardadas.</translation>
    </message>
    <message>
        <source>permission denied</source>
        <translation>permissão negada</translation>
    </message>
    <message>
        <source>a file stands where a folder should be</source>
        <translation>há um ficheiro onde devia estar uma pasta</translation>
    </message>
    <message>
        <source>it is a link that points back to itself</source>
        <translation>é uma ligação que aponta para si mesma</translation>
    </message>
    <message>
        <source>Some saved settings were not valid and were reset: {names}.</source>
        <translation>Algumas definições guardadas não eram válidas e foram repostas: {names}.</translation>
    </message>
    <message>
        <source>Some saved settings are unknown to this version or not valid and were left out: {names}. The file as it was is kept as {name}.</source>
        <extracomment>The same, when the file as it was (perhaps from a newer version) is kept beside the new one.</extracomment>
        <translation>Algumas definições guardadas são desconhecidas desta versão ou inválidas e foram omitidas: {names}. O ficheiro, tal como estava, foi guardado como {name}.</translation>
    </message>
    <message>
        <source>the game</source>
        <extracomment>How a setting is named to a player when its saved value is left out (not by its field name).</extracomment>
        <translation>o jogo</translation>
    </message>
    <message>
        <source>the rules presets</source>
        <translation>os conjuntos de regras</translation>
    </message>
    <message>
        <source>the rule toggles</source>
        <translation>as variantes das regras</translation>
    </message>
    <message>
        <source>the deck</source>
        <translation>o baralho</translation>
    </message>
    <message>
        <source>the card back</source>
        <translation>as costas das cartas</translation>
    </message>
    <message>
        <source>the opponent</source>
        <translation>o adversário</translation>
    </message>
    <message>
        <source>the animation speed</source>
        <translation>a velocidade da animação</translation>
    </message>
    <message>
        <source>sound</source>
        <translation>o som</translation>
    </message>
    <message>
        <source>auto-claim</source>
        <translation>a declaração automática</translation>
    </message>
    <message>
        <source>learner hints</source>
        <translation>as ajudas para aprender</translation>
    </message>
    <message>
        <source>undo</source>
        <translation>permitir desfazer</translation>
    </message>
    <message>
        <source>asking before closing the stock</source>
        <translation>perguntar antes de fechar o monte</translation>
    </message>
    <message>
        <source>the theme</source>
        <translation>o tema</translation>
    </message>
    <message>
        <source>the cloth</source>
        <translation>o pano</translation>
    </message>
    <message>
        <source>the card size</source>
        <translation>o tamanho das cartas</translation>
    </message>
    <message>
        <source>high contrast</source>
        <translation>o alto contraste</translation>
    </message>
    <message>
        <source>how long a finished trick stays</source>
        <translation>quanto tempo uma vaza terminada fica à vista</translation>
    </message>
    <message>
        <source>one-click play</source>
        <translation>jogar com um só clique</translation>
    </message>
    <message>
        <source>the Bura match length</source>
        <translation>a duração da partida de Bura</translation>
    </message>
    <message>
        <source>hot-seat special hands</source>
        <translation>as mãos especiais a dois no mesmo aparelho</translation>
    </message>
    <message>
        <source>the hot-seat names</source>
        <translation>os nomes dos jogadores no mesmo aparelho</translation>
    </message>
    <message>
        <source>the language</source>
        <translation>o idioma</translation>
    </message>
    <message>
        <source>the window&apos;s size and place</source>
        <translation>o tamanho e a posição da janela</translation>
    </message>
    <message>
        <source>the welcome</source>
        <translation>as boas-vindas</translation>
    </message>
    <message>
        <source>showing the cards played</source>
        <translation>mostrar as cartas jogadas</translation>
    </message>
    <message>
        <source>showing both players&apos; points</source>
        <translation>mostrar os pontos dos dois jogadores</translation>
    </message>
    <message>
        <source>the Hint button</source>
        <translation>o botão Sugestão</translation>
    </message>
    <message>
        <source>explaining the computer&apos;s play</source>
        <translation>explicar as jogadas do computador</translation>
    </message>
    <message>
        <source>the rules preset of {game}</source>
        <extracomment>A game&apos;s saved rules, named with the game&apos;s (and the rule&apos;s) title.</extracomment>
        <translation>o conjunto de regras de {game}</translation>
    </message>
    <message>
        <source>the {game} rule “{rule}”</source>
        <translation>a regra “{rule}” de {game}</translation>
    </message>
    <message>
        <source>the rules of {game}</source>
        <translation>as regras de {game}</translation>
    </message>
    <message>
        <source>“{key}”</source>
        <extracomment>A key this version does not know (a newer version&apos;s), named as it is written in the file.</extracomment>
        <translation>“{key}”</translation>
    </message>
    <message>
        <source> It was kept as {name}.</source>
        <translation> Foi guardado como {name}.</translation>
    </message>
    <message>
        <source>The saved game names a seat that does not exist.</source>
        <extracomment>What a player reads when something goes wrong here (worded in his language by the table).</extracomment>
        <translation>O jogo guardado indica um lugar que não existe.</translation>
    </message>
    <message>
        <source>The saved game&apos;s rules are not valid: {why}</source>
        <translation>As regras do jogo guardado não são válidas: {why}</translation>
    </message>
    <message>
        <source>Move {number} of the saved game ({action}) is not legal: {why}</source>
        <translation>A jogada {number} do jogo guardado ({action}) não é permitida: {why}</translation>
    </message>
    <message>
        <source>The game could not be saved to {path}: {why}.</source>
        <translation>Não foi possível guardar o jogo em {path}: {why}.</translation>
    </message>
    <message>
        <source>{name} is a folder, not a saved game.</source>
        <translation>{name} é uma pasta, não um jogo guardado.</translation>
    </message>
    <message>
        <source>{name} is not a file (a device or a pipe), not a saved game.</source>
        <translation>{name} não é um ficheiro (é um dispositivo ou um pipe), não é um jogo guardado.</translation>
    </message>
    <message>
        <source>{name} is too large to be a saved game ({kb} KB).</source>
        <translation>{name} é demasiado grande para ser um jogo guardado ({kb} KB).</translation>
    </message>
    <message>
        <source>{name} could not be read: {why}.</source>
        <translation>Não foi possível ler {name}: {why}.</translation>
    </message>
    <message>
        <source>{name} is empty.</source>
        <translation>{name} está vazio.</translation>
    </message>
    <message>
        <source>{name} is damaged or not a saved game (it is not readable JSON; perhaps it was cut short).</source>
        <translation>{name} está danificado ou não é um jogo guardado (não é JSON legível; talvez tenha ficado cortado).</translation>
    </message>
    <message>
        <source>{name} is not a cardtable saved game.</source>
        <translation>{name} não é um jogo guardado do cardtable.</translation>
    </message>
    <message>
        <source>{name} was saved by a newer cardtable (format {version}); this version reads format {ours} and older.</source>
        <translation>{name} foi guardado por um cardtable mais recente (formato {version}); esta versão lê o formato {ours} e anteriores.</translation>
    </message>
    <message>
        <source>{name} is not a valid saved game ({where}: {why}).</source>
        <translation>{name} não é um jogo guardado válido ({where}: {why}).</translation>
    </message>
    <message>
        <source>{name} is not a valid saved game (its format version is not one this version knows).</source>
        <translation>{name} não é um jogo guardado válido (esta versão não conhece a versão do seu formato).</translation>
    </message>
    <message>
        <source>The game could not be saved ({where}: {why}).</source>
        <translation>Não foi possível guardar o jogo ({where}: {why}).</translation>
    </message>
    <message>
        <source>The game could not be saved to {path}: it is too long ({kb} KB).</source>
        <translation>Não foi possível guardar o jogo em {path}: é demasiado longo ({kb} KB).</translation>
    </message>
    <message>
        <source>Your unfinished game was kept as {name}; Game ▸ Open plays it on.</source>
        <translation>A sua partida inacabada foi guardada como {name}; Jogo ▸ Abrir retoma-a.</translation>
    </message>
    <message>
        <source>The autosaved game could not be resumed: {why}{kept}</source>
        <translation>Não foi possível retomar o jogo guardado automaticamente: {why}{kept}</translation>
    </message>
    <message>
        <source>A guided first hand cannot be saved; Help ▸ Guided first hand starts it again.</source>
        <extracomment>A guided first hand (issue 43) is dealt by its lesson, not by the match&apos;s seed: it would replay another deal.</extracomment>
        <translation>Uma primeira mão guiada não pode ser guardada; Ajuda ▸ Primeira mão guiada começa-a de novo.</translation>
    </message>
    <message>
        <source> The old file was kept as {name}.</source>
        <extracomment>What a player reads when something goes wrong here (worded in his language by the table).</extracomment>
        <translation> O ficheiro antigo foi guardado como {name}.</translation>
    </message>
    <message>
        <source>The statistics could not be read ({problem}) and were started anew.{kept}</source>
        <translation>Não foi possível ler as estatísticas ({problem}) e foram recomeçadas.{kept}</translation>
    </message>
    <message>
        <source>Statistics cannot be kept: {why}.{kept}</source>
        <translation>Não é possível guardar estatísticas: {why}.{kept}</translation>
    </message>
    <message>
        <source>The statistics cannot be used now ({why}): the trouble is beside their file, at {name}, not in it. The file was left as it is; nothing is recorded in this run.</source>
        <translation>As estatísticas não podem ser usadas agora ({why}): o problema está junto do ficheiro, em {name}, não no próprio ficheiro. O ficheiro ficou como estava; nada é registado nesta sessão.</translation>
    </message>
    <message>
        <source>The statistics were not reset: another program is using them. Try again once it lets them go.</source>
        <translation>As estatísticas não foram repostas: outro programa está a usá-las. Tente de novo quando ele as libertar.</translation>
    </message>
    <message>
        <source>The statistics were written by a newer cardtable (schema {version}); they are left as they are and nothing is recorded.</source>
        <translation>As estatísticas foram escritas por um cardtable mais recente (esquema {version}); ficam como estão e nada é registado.</translation>
    </message>
    <message>
        <source>Statistics could not be saved: {why}.</source>
        <translation>Não foi possível guardar as estatísticas: {why}.</translation>
    </message>
    <message>
        <source>Statistics could not be reset: {why}.</source>
        <translation>Não foi possível repor as estatísticas: {why}.</translation>
    </message>
    <message>
        <source>Statistics could not be read: {why}.</source>
        <translation>Não foi possível ler as estatísticas: {why}.</translation>
    </message>
    <message>
        <source>The statistics are in use by another program; the hands of this run are recorded once it lets them go.</source>
        <translation>As estatísticas estão a ser usadas por outro programa; as mãos desta sessão serão registadas assim que ele as libertar.</translation>
    </message>
    <message>
        <source>the table could not show it (the error log has the details)</source>
        <extracomment>Why a saved match could not be shown (an error the table met; the log has the details).</extracomment>
        <translation>a mesa não o conseguiu mostrar (o registo de erros tem os pormenores)</translation>
    </message>
    <message>
        <source>{name} could not be opened: {why}.</source>
        <translation>Não foi possível abrir {name}: {why}.</translation>
    </message>
</context>
<context>
    <name>refusal</name>
    <message>
        <source>play one card at a time</source>
        <translation>jogue uma carta de cada vez</translation>
    </message>
    <message>
        <source>you do not hold {cards}</source>
        <translation>não tem {cards}</translation>
    </message>
    <message>
        <source>after announcing a marriage you must lead its {King} or {Queen} ({suit})</source>
        <translation>depois de declarar um casamento tem de sair com uma das suas cartas: {King} ou {Queen} ({suit})</translation>
    </message>
    <message>
        <source>you must follow suit ({suit})</source>
        <translation>tem de seguir o naipe ({suit})</translation>
    </message>
    <message>
        <source>you must head the trick: play a higher card of the suit led ({suit})</source>
        <translation>tem de subir: jogar uma carta mais alta do naipe de saída ({suit})</translation>
    </message>
    <message>
        <source>you cannot follow suit, so you must trump ({suit})</source>
        <translation>não pode seguir o naipe, por isso tem de trunfar ({suit})</translation>
    </message>
    <message>
        <source>a marriage is announced only when you lead, before leading</source>
        <translation>um casamento só se declara quando é você a sair, antes de sair</translation>
    </message>
    <message>
        <source>you need the {King} and the {Queen} of {suit} to announce a marriage</source>
        <translation>para declarar um casamento precisa das duas cartas de {suit}: {King} e {Queen}</translation>
    </message>
    <message>
        <source>announce a marriage before leading</source>
        <translation>declare o casamento antes de sair</translation>
    </message>
    <message>
        <source>exchange before announcing a marriage (exchange, close, marriage, lead)</source>
        <translation>troque antes de declarar o casamento (trocar, fechar, casamento, sair)</translation>
    </message>
    <message>
        <source>you may exchange the trump card only on your turn to lead, before leading</source>
        <translation>só pode trocar a carta de trunfo quando é você a sair, antes de sair</translation>
    </message>
    <message>
        <source>the trump card no longer lies face up (stock closed or drawn)</source>
        <translation>a carta de trunfo já não está virada para cima (monte fechado ou esgotado)</translation>
    </message>
    <message>
        <source>you need the trump {Jack} to exchange the trump card</source>
        <translation>para trocar a carta de trunfo precisa do {Jack} de trunfo</translation>
    </message>
    <message>
        <source>you need the trump {n} to exchange the trump card</source>
        <translation>para trocar a carta de trunfo precisa do {n} de trunfo</translation>
    </message>
    <message>
        <source>close before announcing a marriage (exchange, close, marriage, lead)</source>
        <translation>feche antes de declarar o casamento (trocar, fechar, casamento, sair)</translation>
    </message>
    <message>
        <source>you may close the stock only on your turn to lead, before leading</source>
        <translation>só pode fechar o monte quando é você a sair, antes de sair</translation>
    </message>
    <message>
        <source>the stock is already closed</source>
        <translation>o monte já está fechado</translation>
    </message>
    <message>
        <source>the stock must be open and hold a face-down card besides the trump card</source>
        <translation>o monte tem de estar aberto e ter, além do trunfo, uma carta virada para baixo</translation>
    </message>
    <message>
        <source>you may close the stock only on your turn to lead, before leading, while it is open and holds a face-down card besides the trump card</source>
        <translation>só pode fechar o monte quando é você a sair, antes de sair, enquanto estiver aberto e tiver, além do trunfo, uma carta virada para baixo</translation>
    </message>
    <message>
        <source>drop the lowest trump ({cards}) on the trump card to exchange it</source>
        <translation>para trocar, largue o trunfo mais baixo ({cards}) sobre a carta de trunfo</translation>
    </message>
    <message>
        <source>the trump card is drawn last; Bura has no exchange.</source>
        <extracomment>The table&apos;s own refusals (the engine&apos;s are listed, generated, in ``engine_words.py``), each with the rule that decides it (&quot;&quot; when none does: the table is not ready for a move).</extracomment>
        <translation>a carta de trunfo é a última a ser comprada; na Bura não há troca.</translation>
    </message>
    <message>
        <source>you may not lead more cards than your opponent holds</source>
        <translation>não pode sair com mais cartas do que o adversário tem</translation>
    </message>
    <message>
        <source>lead one card, or two or three cards of one suit</source>
        <translation>saia com uma carta, ou com duas ou três cartas do mesmo naipe</translation>
    </message>
    <message>
        <source>the cards are played out; declare 31 or pass</source>
        <translation>as cartas acabaram; declare 31 ou passe</translation>
    </message>
    <message>
        <source>first declare your special hand or pass</source>
        <translation>primeiro mostre a sua mão especial ou passe</translation>
    </message>
    <message>
        <source>you hold no special hand</source>
        <translation>não tem nenhuma mão especial</translation>
    </message>
    <message>
        <source>your hand is {held}, not {special}</source>
        <translation>a sua mão é {held}, não {special}</translation>
    </message>
    <message>
        <source>three aces or molodka change nothing for the player who leads</source>
        <translation>três ases ou molodka não mudam nada para quem sai</translation>
    </message>
    <message>
        <source>only an equal or higher special hand answers the one declared</source>
        <translation>só uma mão especial igual ou mais alta responde à mostrada</translation>
    </message>
    <message>
        <source>no declaration now</source>
        <translation>agora não há nada para declarar</translation>
    </message>
    <message>
        <source>it is your lead</source>
        <translation>é você a sair</translation>
    </message>
    <message>
        <source>you must answer the cards led</source>
        <translation>tem de responder às cartas jogadas</translation>
    </message>
    <message>
        <source>nothing to pass now</source>
        <translation>agora não há nada para passar</translation>
    </message>
    <message>
        <source>the Bura settles the pot; show your Bura or pass</source>
        <translation>a bura decide o pote; mostre a sua bura ou passe</translation>
    </message>
    <message>
        <source>the hand is over</source>
        <translation>a mão terminou</translation>
    </message>
    <message>
        <source>the match is over</source>
        <translation>a partida terminou</translation>
    </message>
    <message>
        <source>Schnapsen has no {kind}</source>
        <translation>no Schnapsen não há «{kind}»</translation>
    </message>
    <message>
        <source>Bura has no {kind}</source>
        <translation>na Bura não há «{kind}»</translation>
    </message>
    <message>
        <source>Schneider has no {kind}; play a card</source>
        <translation>no Schneider não há «{kind}»; jogue uma carta</translation>
    </message>
    <message>
        <source>The match is over: start a new game.</source>
        <translation>A partida terminou: comece outra.</translation>
    </message>
    <message>
        <source>The hand is over: continue to the next deal.</source>
        <translation>A mão terminou: siga para a próxima distribuição.</translation>
    </message>
    <message>
        <source>Please wait: it is not your turn.</source>
        <translation>Aguarde, por favor: não é a sua vez.</translation>
    </message>
</context>
<context>
    <name>reviewwords</name>
    <message>
        <source>Trump card (stock: {n})</source>
        <translation>Carta de trunfo (monte: {n})</translation>
    </message>
    <message>
        <source>The hand ended in this trick.</source>
        <translation>A mão terminou nesta vaza.</translation>
    </message>
    <message>
        <source>{name} took the trick.</source>
        <translation>A vaza foi para {name}.</translation>
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

Dois jogadores, 20 cartas: ás, dez, rei, dama e valete de cada naipe. O **primeiro a jogar** é o
jogador que não dá; é ele quem sai primeiro. O objetivo de cada mão é chegar aos **66** pontos e
declará-los; os pontos de jogo ganhos descontam-se num **Bummerl**, a descer a partir de 7.

## Cartas e pontos
- **S-1** Dentro de cada naipe a ordem é A, 10, K, Q, J. Pontos: ás 11, dez 10, rei 4, dama 3,
  valete 2: 120 no baralho, sem contar os casamentos.

## A partida (Bummerl)
- **S-2** Cada jogador começa com 7 e conta para baixo: os pontos de jogo que ganha são descontados
  da sua contagem. O primeiro a chegar a 0 (ou abaixo) ganha o Bummerl; o perdedor recebe uma marca
  de Bummerl (●).
- **S-3** No início de uma partida cada jogador tira uma carta; dá quem tirar a mais baixa (em caso
  de empate, tira-se outra vez). Depois disso a vez de dar alterna a cada mão, também de um Bummerl
  para o seguinte.
- **S-4** *Schneiderbummerl* (variante): quem perde um Bummerl sem ter marcado nele nenhum ponto de
  jogo recebe duas marcas (●●); a folha de pontos escreve as marcas de cada Bummerl em separado
  («●, ●●»).
- **S-5** *Série*: um só Bummerl, ou uma série de 2 ou 3 Bummerls, ganha por quem ganhar a maioria.
  Uma série de 3 termina assim que um jogador tiver ganho 2; uma série de 2 pode acabar 1–1, uma
  série empatada.
- **S-6** *Bummerl com aposta* (variante): cada Bummerl joga-se por uma aposta que o perdedor paga:
  a triplicar se não fez nenhuma vaza em todo o Bummerl; se fez, a dobrar se não marcou nele nenhum
  ponto de jogo. (Aqui Schneider e Schwarz descrevem o Bummerl inteiro, e não uma mão como na S-22.)

## Dar as cartas
- **S-7** Três cartas para o primeiro a jogar, três para o dador e a carta seguinte virada para
  cima: o seu naipe é o **trunfo**. Depois, mais duas para cada um. As outras nove cartas formam o
  monte, viradas para baixo e atravessadas sobre a carta de trunfo, que fica à vista e é a última
  carta a ser comprada.
- **S-8** O primeiro a jogar sai para a primeira vaza.

## Enquanto o monte está aberto
- **S-9** Pode sair com qualquer carta; a resposta pode ser qualquer carta: não é obrigatório seguir
  o naipe nem trunfar.
- **S-10** Um trunfo bate qualquer carta de outro naipe, e o trunfo mais alto ganha; sem trunfos
  ganha a carta mais alta do naipe de saída. Uma resposta que não seja uma carta mais alta do mesmo
  naipe nem um trunfo perde: ganha quem saiu.
- **S-11** Quem ganha a vaza compra a carta de cima do monte e depois compra o outro jogador; ambos
  voltam a ter cinco cartas (seis no Schnapsen com setes). Quem ganhou a vaza sai a seguir. A carta
  de trunfo virada para cima é comprada em último lugar, por quem perde a vaza que esvazia o monte.
- **S-12** Quem tem o rei e a dama de um naipe pode declarar um **casamento** quando é a sua vez de
  sair, e tem então de sair com o rei ou com a dama: 40 em trunfo, 20 noutro naipe. Os pontos só
  contam depois de ter ganho uma vaza nessa mão; até lá ficam à espera, e contam assim que ganhar
  uma. Podem declarar-se vários casamentos na mesma mão, com o monte aberto e também depois de
  fechado ou esgotado.
- **S-13** Um casamento declarado pelo primeiro a jogar na sua primeira saída também fica à espera
  de uma vaza ganha.
  *Bummerl com 40* (variante): um casamento de **trunfo** declarado pelo primeiro a jogar na sua
  primeira saída conta logo, e não só depois da sua primeira vaza. É um costume que não muda nenhum
  resultado: sem uma vaza ele não pode chegar aos 66 nem escapar ao Schwarz (S-22), e a sua primeira
  vaza contaria os 40 de qualquer maneira.
- **S-14** Quem tem o trunfo mais baixo (o valete de trunfo; o 7 de trunfo no Schnapsen com setes)
  pode, na sua vez de sair e antes de sair, trocá-lo pela carta de trunfo virada para cima, desde
  que o monte esteja aberto e a carta de trunfo ainda esteja virada para cima — mesmo logo na
  primeira saída da mão.
  **Tudo na mesma vez, por esta ordem:** trocar, depois fechar, depois declarar um casamento, depois
  sair; a declaração dos 66 (S-19) pode vir em qualquer momento desta sequência.
- **S-15** Na sua vez de sair, antes de sair, pode **fechar** o monte enquanto ele estiver aberto e
  tiver pelo menos uma carta virada para baixo além da carta de trunfo. A carta de trunfo é virada
  para baixo; o naipe de trunfo mantém-se. A partir daí ninguém compra e aplica-se logo a S-17. Quem
  fecha compromete-se a chegar aos 66 (S-21).

## Com o monte fechado ou esgotado
- **S-16** Já não se compra; a mão joga-se até ao fim com as cartas que cada um tem (cinco vazas,
  seis no Schnapsen com setes, quando o monte se esgotou; tantas quantas as cartas na mão quando foi
  fechado).
- **S-17** A resposta tem de seguir o naipe se puder; se não puder, tem de trunfar se puder; só se
  não puder fazer nenhuma das duas coisas pode ser qualquer carta. Não é obrigatório bater a carta
  de saída.
  *Obrigação de subir* (variante; a regra habitual dos torneios austríacos): quem segue o naipe tem
  de jogar uma carta mais alta desse naipe se a tiver (por isso, a uma saída de trunfo responde-se
  com um trunfo mais alto); sem carta mais alta segue-se mesmo assim com uma mais baixa, e nunca se
  trunfa em vez disso.

## Declarar 66 (Ausmachen)
- **S-18** A sua pontuação são os pontos das vazas que ganhou mais os casamentos que contam (S-12).
- **S-19** Em qualquer das suas vezes de jogar — antes de sair, depois de declarar um casamento e
  antes de jogar a respetiva carta, ou antes de responder — pode **declarar** que a sua pontuação
  chegou aos 66. O jogo para e a declaração é verificada. Certa: ganha a mão, contada segundo a
  S-22 — mas, se tiver sido o adversário a fechar o monte, ele falhou (S-21) e marca segundo a
  S-21. Errada: o adversário ganha 2 pontos de jogo e a mão termina — mas, se tiver sido você a
  fechar o monte, uma declaração errada é um fecho falhado (S-21).
  *Exemplo:* tem 58 e declara: declaração errada, o adversário ganha 2 pontos de jogo.
- **S-20** *Declaração automática* (menu Ver; uma preferência do jogador, não uma regra, desligada
  por omissão porque contar faz parte do jogo; as definições para quem aprende ligam-na juntamente
  com as ajudas): o programa declara por si no primeiro momento em que a declaração está certa. O
  computador declara sempre assim que pode.
- **S-21** Quem fechou o monte tem de chegar aos 66. Falha se o adversário fizer primeiro uma
  declaração certa, se ele próprio fizer uma declaração errada, ou se a última vaza for jogada e ele
  tiver menos de 66 (a não ser que a variante “Todas as vazas na fase 2” esteja ligada e ele tenha
  feito todas as vazas depois de fechar, S-25).
  Se falhar, o adversário ganha 2 pontos de jogo, sejam quais forem as pontuações. Com “Todas as
  vazas na fase 2” ligada, um adversário que faça todas as vazas depois do fecho ganha antes 3
  (S-25). Quem fechou e tem 66 ou mais depois da última vaza ganha a mão, contada segundo a S-22.
  Uma declaração errada do *adversário* de quem fechou é uma declaração errada normal (S-19).
  *Castigo de 3 contra quem não tem vaza* (variante): se o adversário não tinha feito nenhuma vaza
  quando o monte foi fechado, ganha 3 em vez de 2.
  *Exemplo:* fecha com 40 pontos. Se depois o adversário chegar primeiro aos 66 e declarar, ganha
  2 pontos de jogo. Se for você a chegar aos 70 e a declarar, ganha a mão e marca consoante os
  pontos do adversário (S-22). Se declarar com 60, ou se a última vaza o deixar com 60, o
  adversário ganha 2.

## Pontos de jogo
- **S-22** Quem ganha uma mão (por declaração certa, S-21 ou S-24) marca:
  1 ponto de jogo se o perdedor tiver de 33 a 65 pontos (a sua pontuação, S-18, com os casamentos
  que contam);
  2 se o perdedor fez uma vaza mas tem no máximo 32 pontos (**Schneider**);
  3 se o perdedor não fez nenhuma vaza (**Schwarz**), sejam quais forem os seus casamentos.
  Um perdedor que chegou aos 66 sem declarar conta como tendo de 33 a 65. No Schnapsen com setes uma
  vaza de dois setes vale 0 pontos e conta na mesma como vaza.
  *Contar ao fechar* (variante): quando quem fechou ganha, são os pontos e as vazas do perdedor no
  momento do fecho que decidem se há Schneider ou Schwarz.
  *Exemplo:* declara com 70 e o adversário tem 30 pontos e uma vaza: Schneider, 2 pontos de jogo.
- **S-23** Os castigos não olham às pontuações: uma declaração errada dá 2 pontos de jogo ao
  adversário (S-19), e um fecho falhado também (S-21).
- **S-24** Se ninguém tiver declarado quando a última vaza é jogada e o monte não foi fechado, ganha
  a mão quem tiver a pontuação mais alta, mesmo abaixo de 66, contada segundo a S-22; com pontuações
  iguais ganha quem fez a última vaza. Se o monte foi fechado, quem decide é a S-21.
  *A última vaza ganha* (variante): quem faz a última vaza ganha a mão, sejam quais forem as
  pontuações.
- **S-25** *Todas as vazas na fase 2* (variante, ligada por omissão): se a mão for jogada até à
  última vaza sem que nenhuma declaração a termine, e um jogador tiver feito todas as vazas jogadas
  depois de o monte ser fechado ou se esgotar, ganha a mão com 3 pontos de jogo. Esta regra tem
  prioridade sobre a S-21 e a S-24.
- **S-26** O resumo do fim da mão indica o vencedor, os pontos de jogo e o motivo; o texto de ajuda
  que aparece ao passar o rato indica a regra que decidiu.

## Variantes
- **S-27** *Schnapsen com setes* (Siebener-Schnapsen; variante): 24 cartas, com os setes (A, 10, K,
  Q, J, 7; o 7 vale 0), mãos de seis cartas. Distribuição: três para o primeiro a jogar, três para o
  dador, a carta de trunfo, mais três para cada um; o monte tem 11 cartas além da carta de trunfo.
- **S-28** As variantes do diálogo Jogo novo: Bummerl com 40 (S-13), Schneiderbummerl (S-4), Série
  (S-5), Bummerl com aposta (S-6), Obrigação de subir (S-17), Castigo de 3 contra quem não tem vaza
  (S-21), Contar ao fechar (S-22), A última vaza ganha (S-24), Todas as vazas na fase 2 (S-25),
  Schnapsen com setes (S-27). As regras de **Torneio** ligam Obrigação de subir, Castigo de 3
  contra quem não tem vaza, Contar ao fechar e A última vaza ganha, e desligam Todas as vazas na
  fase 2 e Schneiderbummerl; as regras **Padrão** são as predefinidas.

## Baralhos
- **D-1** Todos os jogos aqui se jogam com as mesmas cartas, quatro naipes de até nove cartas cada,
  e cada um só com as suas próprias jogadas: o Schnapsen não tem passe nem mãos especiais, a Bura
  não tem casamento, troca nem fecho, e o Schneider só tem jogar uma carta. O aspeto do baralho
  nunca muda uma regra.

O baralho francês mostra ♣ ♦ ♥ ♠ e ás, 10, rei, dama, valete. O baralho Guilherme Tell (D-3) chama
aos naipes bolotas (Eichel, ♣), guizos (Schellen, ♦), copas (Herz, ♥) e folhas (Laub ou Grün, ♠), e
às cartas ás (Daus ou Ass), 10, rei (König), ober (Ober, no lugar da dama) e unter (Unter, no lugar
do valete); o ober tem o sinal do naipe em cima, o unter mais abaixo. O aspeto do baralho nunca muda
uma regra.
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

Dois jogadores, 36 cartas, três cartas na mão. O pote de fichas de uma mão vai para o jogador que
mostrar uma **bura** (três trunfos) ou fizer uma **declaração** certa de 31 pontos ou mais.

## Cartas e fichas
- **B-1** Ordem A, 10, K, Q, J, 9, 8, 7, 6. Pontos: ás 11, dez 10, rei 4, dama 3, valete 2; as
  restantes 0 (120 no baralho).
- **B-2** Antes da primeira mão cada jogador põe 1 ficha no pote, e volta a pô-la depois de cada
  pote ganho. O seu saldo são as fichas que ganhou menos as fichas que pagou. Uma partida joga-se
  até um número de potes (acaba assim que um jogador tiver ganho esse número, sem nova entrada), até
  um número de distribuições (contam todas, incluindo as repetidas; ganha então o saldo mais alto,
  saldos iguais são empate, e um pote ainda por ganhar reparte-se em partes iguais, indo uma ficha
  ímpar para o dador), ou pelo tempo que quiser.
- **B-3** O primeiro dador é sorteado; quem não dá sai primeiro.
- **B-4** Três cartas a cada um, uma a uma, começando por quem não dá. A carta seguinte é virada
  para cima: o seu naipe é o **trunfo**. O monte fica atravessado sobre ela, e ela é a última a ser
  comprada.

## Sair e responder
- **B-5** Saia com uma carta, ou com duas ou três cartas **do mesmo naipe** (nunca mais do que o
  adversário tem).
- **B-6** Responda com o mesmo número de cartas, de quaisquer naipes: não é obrigatório seguir o
  naipe nem trunfar. As respostas jogam-se viradas para cima.
- **B-7** Uma carta é batida por uma carta mais alta do seu naipe, ou por um trunfo se ela não for
  trunfo.
- **B-8** A resposta só ganha se **cada** carta de saída for batida por uma carta diferente da
  resposta; bater só algumas não ganha nada, e quem saiu leva a vaza inteira.
- **B-9** Quem ganha a vaza fica com todas as cartas dela e sai a seguir.
- **B-10** Ambos compram até voltarem a ter três, **uma carta de cada vez, alternadamente**,
  começando por quem ganhou a vaza. Quando o monte já não chega para completar as duas mãos, todas
  as cartas que restam (também a carta de trunfo) são postas de parte, e o jogo continua sem
  compras.
- **B-11** Exemplo, copas trunfo: sai K♠ 8♠, responde-se A♠ 7♥: o ás bate o rei e o trunfo bate o
  oito, por isso a resposta leva 15 pontos. Com 7♣ em vez de 7♥ o oito não é batido e quem saiu leva
  os 15.

## Mãos especiais
- **B-12** Antes de uma saída pode mostrar uma mão especial. Da mais alta para a mais baixa:
  **bura** (três trunfos), **três ases**, **molodka** (três cartas de um mesmo naipe que não é
  trunfo).
- **B-13** Uma bura ganha logo o pote e termina a mão. Se ambos os jogadores tiverem bura, conta
  como tendo mostrado primeiro o jogador que sairia. O outro só ganha o pote se os seus trunfos
  baterem, um a um, cada um dos trunfos do primeiro (B-8); caso contrário, ganha-o o primeiro.
  *Exemplo*, espadas trunfo: o jogador que sairia tem A♠ 8♠ 7♠, o outro 10♠ 9♠ 6♠. O 10 bate o 8 e o
  9 bate o 7, mas nada bate o ás: ganha o pote o jogador que sairia. Se ele tivesse Q♠ J♠ 9♠ contra
  A♠ 10♠ K♠, o outro bateria cada carta e ganharia.
- **B-14** Três ases e molodka não ganham: dão a saída. Em cada momento de saída (a primeira saída e
  cada saída depois de uma vaza e das respetivas compras) é ao jogador que **não** sairia que se
  oferece primeiro mostrar uma mão especial. Depois, ao jogador que sairia: se o outro mostrou três
  ases ou molodka, pode responder com uma mão especial igual ou mais alta — uma bura ganha o pote,
  três ases ou molodka mantêm-lhe a saída (o empate favorece-o) — ou passar e deixar o outro sair;
  é-lhe perguntado quer tenha quer não uma mão assim (B-15). Se o outro não mostrou nada, pode
  mostrar uma bura, ou sair. Quando um jogador mostra uma bura, pergunta-se sempre ao outro se mostra
  a sua antes de o pote ser decidido (B-13).
- **B-15** Se tem ou não uma mão especial nunca se vê, a não ser que a declare. Por isso as ofertas
  da B-14 são vezes que cabem aos dois jogadores, quer tenham quer não uma mão especial: enquanto o
  jogador que não sairia tiver três cartas, a sua vez de mostrar chega em cada momento de saída (sem
  mão especial, só pode passar ou declarar 31); depois de três ases ou molodka pergunta-se sempre a
  quem sai, depois de uma bura sempre ao outro jogador. A quem não tem nada para mostrar, a mesa passa
  logo. Uma declaração que não muda nada é recusada (quem sai nada ganha com três ases ou molodka sem
  resposta). Uma mão declarada é mostrada ao adversário; um passe não lhe é mostrado de maneira
  nenhuma.

## Declarar 31
- **B-16** Os seus pontos são os pontos das cartas nas vazas que ganhou. Em qualquer das suas vezes
  de jogar pode **declarar**: as suas vazas são viradas para cima e contadas.
- **B-17** Chegar aos 31 não basta: só uma declaração ganha. Faça as contas de cabeça: a mesa só
  mostra os seus pontos com as ajudas para aprender ligadas. *Declaração automática* (menu Ver; uma
  preferência do jogador, não uma regra, desligada por omissão): o programa declara 31 por si no
  primeiro momento em que tiver 31.
- **B-18** 31 ou mais ganha o pote. 30 ou menos: põe no pote tantas fichas quantas ele tem
  (dobrando-o), ninguém o ganha, e a mão termina.
- **B-19** Depois de uma declaração, certa ou errada, dá a seguir quem declarou; depois de uma bura,
  dá a seguir quem ganhou com ela.
- **B-20** Quem faz a última vaza tem ainda mais uma vez, para declarar ou passar. Depois de um pote
  ganho, cada jogador volta a pôr 1 ficha de entrada; depois de uma declaração errada não há nova
  entrada. Se todas as cartas forem jogadas sem declaração, ninguém ganha: cada jogador põe 1 ficha
  no pote e o mesmo dador volta a dar. Um pote nunca se divide: joga-se até alguém o ganhar (só o
  fim de uma partida a um número de distribuições reparte um pote ainda por ganhar, B-2).
- **B-21** Exemplo: com 17 pontos ganha a vaza da B-11: 32, declara e leva o pote. Declarar 30 com 2
  fichas no pote faz dele 4, e começa uma nova mão.

## Baralhos
- **D-1** Todos os jogos aqui se jogam com as mesmas cartas, quatro naipes de até nove cartas cada,
  e cada um só com as suas próprias jogadas: a Bura não tem casamento, troca nem fecho. O aspeto do
  baralho nunca muda uma regra.

O baralho Guilherme Tell (D-3) chama aos naipes bolotas (Eichel, ♣), guizos (Schellen, ♦), copas
(Herz, ♥) e folhas (Laub ou Grün, ♠), e às cartas, pela ordem da B-1: ás (Daus ou Ass), 10, rei
(König), ober (Ober, no lugar da dama), unter (Unter, no lugar do valete), 9, 8, 7, 6. O ober tem o
sinal do naipe em cima, o unter mais abaixo. O aspeto do baralho nunca muda uma regra.
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
        <translation># Schneider boémio

Dois jogadores, 32 cartas, sem trunfo e sem obrigação de seguir o naipe. O que conta são as
**honras** nas suas vazas.

## Cartas
- **H-1** Ordem A, K, Q, J, **10**, 9, 8, 7: o dez fica abaixo do valete.
- **H-2** Honras: A, K, Q, J e 10, que valem uma cada; 20 no baralho. O 9, o 8 e o 7 não valem nada.

## Jogo
- **H-3** Seis cartas a cada um, em maços de três, começando por quem não dá; as outras 20 cartas
  (12 no baralho curto) formam o monte, virado para baixo.
- **H-4** Quem não dá sai primeiro. Pode sair com qualquer carta; a resposta pode ser qualquer
  carta: não é obrigatório seguir o naipe.
- **H-5** A resposta só ganha com uma carta mais alta do naipe de saída; caso contrário ganha quem
  saiu, seja o que for que se jogou. (Com a variante *Trunfo*, H-12, um trunfo também ganha a uma
  carta de outro naipe.)
- **H-6** Quem ganha a vaza compra primeiro do monte e depois compra o outro; ambos voltam a ter
  seis. Quem ganhou a vaza sai a seguir. Quando o monte se esgota, as últimas seis vazas jogam-se
  sem compras.
- **H-7** Uma distribuição mal feita é anulada e o mesmo dador volta a dar. O programa nunca dá mal;
  recusa um jogo guardado cujas cartas não batem certo.

## Pontuação
- **H-8** No fim da distribuição cada jogador conta as honras nas suas vazas. De 11 a 15 ganha 1
  ponto de jogo; de 16 a 19 (**Schneider**), 2; todas as 20 (**Schwarz**), 3. Um empate 10–10 não dá
  pontos e o mesmo dador volta a dar; depois de qualquer outra distribuição, a vez de dar passa ao
  outro jogador.
  *Exemplo:* 14 honras contra 6 ganha 1 ponto de jogo; 17 contra 3 ganha 2.
- **H-9** A partida joga-se até um total combinado, 7 ou 10 pontos de jogo: ganha o primeiro a lá
  chegar. O primeiro dador é sorteado.

## Variantes
- **H-10** *Baralho curto*: 24 cartas, sem os setes e os oitos; os dez não são honras, por isso as
  honras são A, K, Q, J, 16 ao todo. 9 ou mais ganha 1 ponto de jogo, 13 ou mais é Schneider (2),
  todas as 16 são Schwarz (3). Um empate **8–8** não dá pontos e o mesmo dador volta a dar. O monte
  tem 12 cartas.
  *Exemplo:* 9 honras contra 7 ganha 1 ponto de jogo; 8 contra 8 é empate.
- **H-11** *Seguir o naipe*: tem de seguir o naipe se puder (não tem de subir).
- **H-12** *Trunfo*: a carta de baixo do monte é virada para cima; o seu naipe é trunfo, e ela é a
  última a ser comprada. Um trunfo bate qualquer carta de outro naipe, por isso a resposta ganha com
  uma carta mais alta do naipe de saída, ou com um trunfo quando saiu uma carta de outro naipe.
- **H-13** *Honras acumuladas*: em vez de 1, 2 ou 3, o vencedor marca a diferença de honras (14
  contra 6 marca 8), e a partida joga-se até 50 (ao assinalar esta opção no diálogo Jogo novo a meta
  passa para 50; pode alterá-la). Um empate continua a não dar pontos.
- **H-14** Os baralhos francês e Guilherme Tell jogam-se da mesma maneira. Guilherme Tell (D-3):
  bolotas (Eichel, ♣), guizos (Schellen, ♦), copas (Herz, ♥), folhas (Laub ou Grün, ♠); ás (Daus ou
  Ass), rei (König), ober (Ober, no lugar da dama), unter (Unter, no lugar do valete), 10, 9, 8, 7.
  O ober tem o sinal do naipe em cima, o unter mais abaixo.
</translation>
    </message>
</context>
<context>
    <name>rules</name>
    <message>
        <source>Siebener-Schnapsen</source>
        <translation>Schnapsen com setes</translation>
    </message>
    <message>
        <source>24 cards with the sevens (worth 0), hands of 6</source>
        <translation>24 cartas com os setes (valem 0), mãos de 6</translation>
    </message>
    <message>
        <source>Bummerl mit 40</source>
        <translation>Bummerl com 40</translation>
    </message>
    <message>
        <source>a trump marriage announced on the forehand&apos;s first lead counts at once, not only after his first trick (a custom that changes no result: without a trick he can neither reach 66 nor escape Schwarz)</source>
        <translation>um casamento de trunfo declarado pelo primeiro a jogar na sua primeira saída conta logo, e não só depois da sua primeira vaza (um costume que não muda nenhum resultado: sem uma vaza ele não pode chegar aos 66 nem escapar ao Schwarz)</translation>
    </message>
    <message>
        <source>Schneiderbummerl</source>
        <translation>Schneiderbummerl</translation>
    </message>
    <message>
        <source>two Bummerl marks if the loser never scored a game point in the Bummerl</source>
        <translation>duas marcas de Bummerl se o perdedor não fez nenhum ponto de jogo nele</translation>
    </message>
    <message>
        <source>Rubber</source>
        <translation>Série</translation>
    </message>
    <message>
        <source>play 1 Bummerl, or a rubber of 2 or 3 Bummerls</source>
        <translation>jogar 1 Bummerl, ou uma série de 2 ou 3 Bummerls</translation>
    </message>
    <message>
        <source>Stake Bummerl</source>
        <translation>Bummerl com aposta</translation>
    </message>
    <message>
        <source>stake per Bummerl (0 = off); x2 if its loser scored no game point, x3 if no trick</source>
        <translation>aposta por Bummerl (0 = sem aposta); ×2 se o perdedor não fez ponto de jogo, ×3 se não fez vaza</translation>
    </message>
    <message>
        <source>Must head the trick</source>
        <translation>Obrigação de subir</translation>
    </message>
    <message>
        <source>once the stock is closed or used up, follow suit with a higher card if you hold one (unticked, any card of the suit will do); holding none of the suit led, you must trump, as always</source>
        <translation>com o monte fechado ou esgotado, seguir o naipe com uma carta mais alta, se tiver (sem a opção, serve qualquer carta do naipe); sem nenhuma carta do naipe jogado, é obrigatório trunfar, como sempre</translation>
    </message>
    <message>
        <source>Closing penalty 3 vs. trickless</source>
        <translation>Castigo de 3 contra quem não tem vaza</translation>
    </message>
    <message>
        <source>a failed close gives 3, not 2, if the opponent had no trick when it was closed</source>
        <translation>um fecho falhado dá 3 e não 2 se o adversário não tinha vaza quando se fechou</translation>
    </message>
    <message>
        <source>Phase-2 sweep</source>
        <translation>Todas as vazas na fase 2</translation>
    </message>
    <message>
        <source>taking every trick after the stock was closed or used up wins 3 game points, if no claim ended the hand</source>
        <translation>quem faz todas as vazas depois de fechar ou esgotar o monte ganha 3 pontos de jogo, se nenhuma declaração terminou a mão</translation>
    </message>
    <message>
        <source>Score at closing</source>
        <translation>Contar ao fechar</translation>
    </message>
    <message>
        <source>a closer&apos;s win is scored by the loser&apos;s points and tricks at closing</source>
        <translation>a vitória de quem fecha conta pelos pontos e vazas do perdedor no momento de fechar</translation>
    </message>
    <message>
        <source>Last trick wins</source>
        <translation>A última vaza ganha</translation>
    </message>
    <message>
        <source>if nobody claims, the winner of the last trick wins the hand (after a close, the closer must still reach 66)</source>
        <translation>se ninguém declara, quem faz a última vaza ganha a mão (depois de fechar, quem fechou ainda tem de chegar aos 66)</translation>
    </message>
    <message>
        <source>Pots to win</source>
        <translation>Potes para ganhar</translation>
    </message>
    <message>
        <source>the match ends when a player has won this many pots (0 = no pot limit)</source>
        <translation>a partida acaba quando um jogador ganhou tantos potes (0 = sem limite)</translation>
    </message>
    <message>
        <source>Number of deals</source>
        <translation>Número de distribuições</translation>
    </message>
    <message>
        <source>the match ends after this many deals, the higher balance winning (0 = no limit)</source>
        <translation>a partida acaba depois de tantas distribuições e ganha o saldo mais alto (0 = sem limite)</translation>
    </message>
    <message>
        <source>Short deck</source>
        <translation>Baralho curto</translation>
    </message>
    <message>
        <source>24 cards without 7s and 8s; tens are no honours (16 in all, 8-8 is a tie)</source>
        <translation>24 cartas sem setes nem oitos; os dez não são honras (16 ao todo, 8-8 é empate)</translation>
    </message>
    <message>
        <source>Follow suit</source>
        <translation>Seguir o naipe</translation>
    </message>
    <message>
        <source>you must follow suit if you can (you need not beat)</source>
        <translation>tem de seguir o naipe se puder (não tem de subir)</translation>
    </message>
    <message>
        <source>Trump</source>
        <translation>Trunfo</translation>
    </message>
    <message>
        <source>the talon&apos;s bottom card is turned up for trump; a trump beats any other suit</source>
        <translation>a carta de baixo do monte é virada para cima e marca o trunfo; um trunfo bate qualquer outro naipe</translation>
    </message>
    <message>
        <source>Cumulative honours</source>
        <translation>Honras acumuladas</translation>
    </message>
    <message>
        <source>the winner scores the difference of honours; the match is played to 50</source>
        <translation>o vencedor marca a diferença de honras; a partida joga-se até 50</translation>
    </message>
    <message>
        <source>Match target</source>
        <translation>Meta da partida</translation>
    </message>
    <message>
        <source>game points to win the match (7 or 10; 50 with cumulative honours)</source>
        <translation>pontos de jogo para ganhar a partida (7 ou 10; 50 com honras acumuladas)</translation>
    </message>
</context>
<context>
    <name>score</name>
    <message>
        <source>counting down from 7</source>
        <translation>a descer a partir de 7</translation>
    </message>
    <message>
        <source>Bummerl</source>
        <translation>Bummerl</translation>
    </message>
    <message>
        <source>Bummerl marks (● per Bummerl lost, ●● for a Schneiderbummerl):&lt;br&gt;{you}: {a}&lt;br&gt;{them}: {b}</source>
        <translation>Bummerls (● por Bummerl perdido, ●● por Schneiderbummerl):&lt;br&gt;{you}: {a}&lt;br&gt;{them}: {b}</translation>
    </message>
    <message>
        <source>Bummerl marks (● per Bummerl lost):&lt;br&gt;{you}: {a}&lt;br&gt;{them}: {b}</source>
        <translation>Bummerls (● por Bummerl perdido):&lt;br&gt;{you}: {a}&lt;br&gt;{them}: {b}</translation>
    </message>
    <message>
        <source>Rubber of {n}: {a}–{b}</source>
        <translation>Série à melhor de {n}: {a}–{b}</translation>
    </message>
    <message>
        <source>Stakes: {you} {a}, {them} {b}</source>
        <translation>Apostas: {you} {a}, {them} {b}</translation>
    </message>
    <message>
        <source>Points this hand: {name} {n}</source>
        <translation>Pontos nesta mão: {name} {n}</translation>
    </message>
    <message>
        <source>{you}: {a}&lt;br&gt;{them}: {b}</source>
        <translation>{you}: {a}&lt;br&gt;{them}: {b}</translation>
    </message>
    <message>
        <source>Pots won: {a}–{b}</source>
        <translation>Potes ganhos: {a}–{b}</translation>
    </message>
    <message>
        <source>Points this hand: {name} {n} (31 wins when declared)</source>
        <translation>Pontos nesta mão: {name} {n} (31 ganha se for declarado)</translation>
    </message>
    <message>
        <source>Keep count as you play: only a declaration of 31 wins (B-17).</source>
        <translation>Conte enquanto joga: só ganha quem declara 31 (B-17).</translation>
    </message>
    <message>
        <source>{you}: &lt;b&gt;{a}&lt;/b&gt;&lt;br&gt;{them}: &lt;b&gt;{b}&lt;/b&gt;&lt;br&gt;playing to {n}</source>
        <translation>{you}: &lt;b&gt;{a}&lt;/b&gt;&lt;br&gt;{them}: &lt;b&gt;{b}&lt;/b&gt;&lt;br&gt;joga-se até {n}</translation>
    </message>
    <message>
        <source>Honours this hand: {name} {n}</source>
        <translation>Honras nesta mão: {name} {n}</translation>
    </message>
    <message>
        <source>Trump: {suit}</source>
        <translation>Trunfo: {suit}</translation>
    </message>
    <message>
        <source>Deal {n} · dealer: {name}</source>
        <translation>Distribuição {n} · dá: {name}</translation>
    </message>
    <message>
        <source>Opponent: {name} ({level})</source>
        <translation>Adversário: {name} ({level})</translation>
    </message>
    <message>
        <source>(+{n} with a first trick)</source>
        <translation>(+{n} com a primeira vaza)</translation>
    </message>
    <message>
        <source>Honours this hand:&lt;br&gt;{you}: {a}&lt;br&gt;{them}: {b}</source>
        <translation>Honras nesta mão:&lt;br&gt;{you}: {a}&lt;br&gt;{them}: {b}</translation>
    </message>
    <message>
        <source>Points this hand:&lt;br&gt;{you}: {a}&lt;br&gt;{them}: {b}</source>
        <translation>Pontos nesta mão:&lt;br&gt;{you}: {a}&lt;br&gt;{them}: {b}</translation>
    </message>
    <message>
        <source>Cards played:</source>
        <translation>Cartas jogadas:</translation>
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
        <translation>Francês</translation>
    </message>
    <message>
        <source>French, four colours</source>
        <translation>Francês, quatro cores</translation>
    </message>
    <message>
        <source>William Tell</source>
        <translation>Guilherme Tell</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Fácil</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Médio</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>Forte</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Especialista</translation>
    </message>
    <message>
        <source>Random (for testing)</source>
        <translation>Ao acaso (para testes)</translation>
    </message>
    <message>
        <source>Another person (hot-seat)</source>
        <translation>Outra pessoa (mesmo aparelho)</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Padrão</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>Torneio</translation>
    </message>
    <message>
        <source>Tavern</source>
        <translation>Taberna</translation>
    </message>
    <message>
        <source>Short</source>
        <translation>Curta</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Clássica</translation>
    </message>
    <message>
        <source>House</source>
        <translation>Da casa</translation>
    </message>
    <message>
        <source>Classic red</source>
        <translation>Vermelho clássico</translation>
    </message>
    <message>
        <source>Blue lattice</source>
        <translation>Treliça azul</translation>
    </message>
    <message>
        <source>Tell ornament</source>
        <translation>Ornamento Tell</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Desligada</translation>
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
        <translation>Maiores</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lenta</translation>
    </message>
    <message>
        <source>A moment</source>
        <translation>Um momento</translation>
    </message>
    <message>
        <source>A little longer</source>
        <translation>Um pouco mais</translation>
    </message>
    <message>
        <source>Until I click or play on</source>
        <translation>Até eu clicar ou continuar a jogar</translation>
    </message>
    <message>
        <source>Like the system</source>
        <translation>Como o sistema</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Claro</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Escuro</translation>
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
        <translation>Vermelho</translation>
    </message>
    <message>
        <source>Grey</source>
        <translation>Cinzento</translation>
    </message>
</context>
<context>
    <name>shortcut</name>
    <message>
        <source>M</source>
        <extracomment>Each action&apos;s key; a translation names the letter of its own word (&quot;Ansagen&quot;: A).</extracomment>
        <translation>C</translation>
    </message>
    <message>
        <source>X</source>
        <translation>T</translation>
    </message>
    <message>
        <source>C</source>
        <translation>F</translation>
    </message>
    <message>
        <source>A</source>
        <translation>D</translation>
    </message>
    <message>
        <source>D</source>
        <translation>R</translation>
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
        <translation>bolotas</translation>
    </message>
    <message>
        <source>bells</source>
        <translation>guizos</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>copas</translation>
    </message>
    <message>
        <source>leaves</source>
        <translation>folhas</translation>
    </message>
</context>
<context>
    <name>tell-cards</name>
    <message>
        <source>acorns</source>
        <translation>bolotas</translation>
    </message>
    <message>
        <source>bells</source>
        <translation>guizos</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>copas</translation>
    </message>
    <message>
        <source>leaves</source>
        <translation>folhas</translation>
    </message>
    <message>
        <source>daus of {suit}</source>
        <translation>ás de {suit}</translation>
    </message>
    <message>
        <source>ten of {suit}</source>
        <translation>dez de {suit}</translation>
    </message>
    <message>
        <source>king of {suit}</source>
        <translation>rei de {suit}</translation>
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
        <translation>nove de {suit}</translation>
    </message>
    <message>
        <source>eight of {suit}</source>
        <translation>oito de {suit}</translation>
    </message>
    <message>
        <source>seven of {suit}</source>
        <translation>sete de {suit}</translation>
    </message>
    <message>
        <source>six of {suit}</source>
        <translation>seis de {suit}</translation>
    </message>
    <message>
        <source>king</source>
        <translation>rei</translation>
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
        <translation>ás</translation>
    </message>
</context>
<context>
    <name>texts</name>
    <message>
        <source>Declare {goal}</source>
        <extracomment>How a player says &quot;my score has reached the goal&quot; in each game (S-19 claim, B-16 declare).</extracomment>
        <translation>Declarar {goal}</translation>
    </message>
    <message>
        <source>Auto-claim: you have {score} points, so 66 is claimed for you.</source>
        <extracomment>What auto-claim says when it acts for the human player (a player setting, not a rule; S-20).</extracomment>
        <translation>Declaração automática: tem {score} pontos, por isso 66 é declarado por si.</translation>
    </message>
    <message>
        <source>Auto-declare: you have {score} points, so 31 is declared for you.</source>
        <translation>Declaração automática: tem {score} pontos, por isso 31 é declarado por si.</translation>
    </message>
    <message>
        <source>A player setting, not a rule: as soon as your score reaches the goal, the program claims 66 for you in Schnapsen (S-20) or declares 31 for you in Bura (B-16). Counting is part of the game, so it is off by default; a learner may turn it on.</source>
        <extracomment>The View menu&apos;s auto-claim toggle, explained (its tooltip).</extracomment>
        <translation>Uma preferência do jogador, não uma regra: assim que a sua pontuação chega à meta, o programa declara 66 por si no Schnapsen (S-20) ou 31 na Bura (B-16). Contar faz parte do jogo, por isso vem desligada; quem está a aprender pode ligá-la.</translation>
    </message>
    <message>
        <source>{By} claimed 66 with {score} points, a right claim: {points} for {winner}.</source>
        <extracomment>One whole sentence per way a hand can end. {points} is &quot;1 game point&quot; / &quot;2 game points&quot;.</extracomment>
        <translation>{By} declarou 66 com {score} pontos, declaração certa: {points} para {winner}.</translation>
    </message>
    <message>
        <source>{By} claimed 66 with only {score} points, a wrong claim: {points} for {winner}.</source>
        <translation>{By} declarou 66 com apenas {score} pontos, declaração errada: {points} para {winner}.</translation>
    </message>
    <message>
        <source>{Loser} closed the stock, but {winner} claimed 66 first (with {score} points): a failed close, {points} for {winner}.</source>
        <translation>{Loser} fechou o monte, mas {winner} declarou 66 primeiro (com {score} pontos): fecho falhado, {points} para {winner}.</translation>
    </message>
    <message>
        <source>{Loser} closed the stock and claimed 66 with only {score} points: a failed close, {points} for {winner}.</source>
        <translation>{Loser} fechou o monte e declarou 66 com apenas {score} pontos: fecho falhado, {points} para {winner}.</translation>
    </message>
    <message>
        <source>{Loser} closed the stock but had only {score} points when the hand was played out: a failed close, {points} for {winner}.</source>
        <translation>{Loser} fechou o monte, mas no fim da mão tinha apenas {score} pontos: fecho falhado, {points} para {winner}.</translation>
    </message>
    <message>
        <source>{Winner} closed the stock and had {score} points when the hand was played out: {points} for {winner}.</source>
        <translation>{Winner} fechou o monte e no fim da mão tinha {score} pontos: {points} para {winner}.</translation>
    </message>
    <message>
        <source>Nobody claimed, so the higher score wins: {winner} had {score} points to {other}. {Points} for {winner}.</source>
        <translation>Ninguém declarou, por isso ganha a pontuação mais alta: {winner} tinha {score} pontos contra {other}. {Points} para {winner}.</translation>
    </message>
    <message>
        <source>Nobody claimed and both had {score} points, so the last trick decides: {winner} took it. {Points} for {winner}.</source>
        <translation>Ninguém declarou e ambos tinham {score} pontos, por isso decide a última vaza, que foi feita por {winner}. {Points} para {winner}.</translation>
    </message>
    <message>
        <source>Nobody claimed, and under the variant “Last trick wins” the winner of the last trick wins the hand: {winner} took it. {Points} for {winner}.</source>
        <translation>Ninguém declarou e, com a variante “A última vaza ganha”, ganha a mão quem faz a última vaza, que foi feita por {winner}. {Points} para {winner}.</translation>
    </message>
    <message>
        <source>{Winner} took every trick after the stock was used up: {points} for {winner}.</source>
        <translation>{Winner} fez todas as vazas depois de o monte se esgotar: {points} para {winner}.</translation>
    </message>
    <message>
        <source>{By} declared 31 with {score} points, a right declaration: {the_pot} goes to {winner}.</source>
        <translation>{By} declarou 31 com {score} pontos, declaração certa: {the_pot} vai para {winner}.</translation>
    </message>
    <message>
        <source>{By} showed a Bura (three trumps): {the_pot} goes to {winner}.</source>
        <translation>{By} mostrou uma bura (três trunfos): {the_pot} vai para {winner}.</translation>
    </message>
    <message>
        <source>{Winner} closed the stock and took every trick after it: {points} for {winner}.</source>
        <translation>{Winner} fechou o monte e fez todas as vazas a seguir: {points} para {winner}.</translation>
    </message>
    <message>
        <source>{Loser} closed the stock, but {winner} took every trick after it (Phase-2 sweep): {points} for {winner}.</source>
        <translation>{Loser} fechou o monte, mas {winner} fez todas as vazas a seguir (Todas as vazas na fase 2): {points} para {winner}.</translation>
    </message>
    <message>
        <source>{By} declared 31 with only {score} points, a wrong declaration: {by} doubled the pot and nobody wins it.</source>
        <translation>{By} declarou 31 com apenas {score} pontos, declaração errada: {by} dobrou o pote e ninguém o ganha.</translation>
    </message>
    <message>
        <source>Both players held a Bura. {Winner} would lead, so that Bura counts as shown first, whoever showed it first; the other Bura did not beat each of those trumps one-to-one, so {the_pot} goes to {winner}.</source>
        <translation>Os dois jogadores tinham bura. {Winner} sairia, por isso essa bura conta como mostrada primeiro, seja quem for que a mostrou primeiro; a outra bura não bateu um a um cada um desses trunfos, por isso {the_pot} vai para {winner}.</translation>
    </message>
    <message>
        <source>Both players held a Bura. {Loser} would lead, so that Bura counts as shown first, whoever showed it first; the other Bura, held by {winner}, beat each of those trumps one-to-one, so {the_pot} goes to {winner}.</source>
        <translation>Os dois jogadores tinham bura. {Loser} sairia, por isso essa bura conta como mostrada primeiro, seja quem for que a mostrou primeiro; a outra bura, de {winner}, bateu um a um cada um desses trunfos, por isso {the_pot} vai para {winner}.</translation>
    </message>
    <message>
        <source>All cards were played and nobody declared: nobody wins the pot, and each player adds a chip to it.</source>
        <translation>Jogaram-se todas as cartas e ninguém declarou: ninguém ganha o pote, e cada jogador põe nele mais uma ficha.</translation>
    </message>
    <message>
        <source>{Winner} took {score} honours to {other}: {points} for {winner}.</source>
        <translation>{Winner} ficou com {score} honras contra {other}: {points} para {winner}.</translation>
    </message>
    <message>
        <source>{Winner} took {score} honours to {other}, and with cumulative honours the difference counts: {points} for {winner}.</source>
        <translation>{Winner} ficou com {score} honras contra {other}, e com honras acumuladas conta a diferença: {points} para {winner}.</translation>
    </message>
    <message>
        <source>The honours are tied, {score} to {other}: nobody scores, and the same dealer deals again.</source>
        <translation>Honras empatadas, {score} a {other}: ninguém marca, e o mesmo dador volta a dar.</translation>
    </message>
    <message>
        <source>Schneider: {loser} had won a trick but no more than 32 points.</source>
        <extracomment>Why a won Schnapsen hand scored 2 or 3 (S-22), or a Schneider count Schneider or Schwarz (H-8, H-10).</extracomment>
        <translation>Schneider: {loser} fez pelo menos uma vaza, mas não mais de 32 pontos.</translation>
    </message>
    <message>
        <source>Schwarz: {loser} had won no trick.</source>
        <translation>Schwarz: {loser} não fez nenhuma vaza.</translation>
    </message>
    <message>
        <source>Schneider (scored at closing): when the stock was closed, {loser} had won a trick but no more than 32 points.</source>
        <translation>Schneider (contado ao fechar): quando o monte foi fechado, {loser} tinha feito pelo menos uma vaza, mas não mais de 32 pontos.</translation>
    </message>
    <message>
        <source>Schwarz (scored at closing): when the stock was closed, {loser} had won no trick.</source>
        <translation>Schwarz (contado ao fechar): quando o monte foi fechado, {loser} não tinha feito nenhuma vaza.</translation>
    </message>
    <message>
        <source>Schneider: {schneider} honours or more.</source>
        <translation>Schneider: {schneider} honras ou mais.</translation>
    </message>
    <message>
        <source>Schwarz: all {total} honours.</source>
        <translation>Schwarz: todas as {total} honras.</translation>
    </message>
    <message>
        <source>No new ante; the next hand plays for the doubled pot.</source>
        <extracomment>What becomes of a pot nobody won (B-18, B-20), when another hand follows; at the match&apos;s end (the last of N deals, B-2) the open pot is shared instead.</extracomment>
        <translation>Sem nova entrada; a próxima mão joga-se pelo pote dobrado.</translation>
    </message>
    <message>
        <source>The same dealer deals again.</source>
        <translation>O mesmo dador volta a dar.</translation>
    </message>
    <message>
        <source>That was the match&apos;s last deal: the open pot of {pot} chips is shared equally between the players.</source>
        <translation>Foi a última distribuição da partida: o pote por ganhar, de {pot} fichas, é repartido em partes iguais pelos jogadores.</translation>
    </message>
    <message>
        <source>That was the match&apos;s last deal: the open pot of {pot} chips is shared equally, and the odd chip goes to the dealer, {dealer}.</source>
        <translation>Foi a última distribuição da partida: o pote por ganhar, de {pot} fichas, é repartido em partes iguais, e a ficha que sobra vai para o dador, {dealer}.</translation>
    </message>
    <message>
        <source>{Winner} counted down from 7 to 0, so the Bummerl goes to {winner}; {loser} still had {left} to go: a Bummerl mark (●) for {loser}.</source>
        <extracomment>A Bummerl&apos;s end (S-2, S-4, S-6): the countdown, the mark and the stake.</extracomment>
        <translation>{Winner} desceu de 7 a 0, por isso o Bummerl vai para {winner}; {loser} ainda estava em {left}: uma marca de Bummerl (●) para {loser}.</translation>
    </message>
    <message>
        <source>{Winner} counted down from 7 to 0, so the Bummerl goes to {winner}; {loser} never scored a game point in it: a Schneiderbummerl, two marks (●●) for {loser}.</source>
        <translation>{Winner} desceu de 7 a 0, por isso o Bummerl vai para {winner}; {loser} não marcou nele nenhum ponto de jogo: um Schneiderbummerl, duas marcas (●●) para {loser}.</translation>
    </message>
    <message>
        <source>The stake, {stake}, is paid by {loser}.</source>
        <translation>A aposta, {stake}, é paga por {loser}.</translation>
    </message>
    <message>
        <source>The stake, doubled to {stake}, is paid by {loser}: no game point in the whole Bummerl.</source>
        <translation>A aposta, dobrada para {stake}, é paga por {loser}: nenhum ponto de jogo em todo o Bummerl.</translation>
    </message>
    <message>
        <source>The stake, tripled to {stake}, is paid by {loser}: no trick in the whole Bummerl.</source>
        <translation>A aposta, triplicada para {stake}, é paga por {loser}: nenhuma vaza em todo o Bummerl.</translation>
    </message>
    <message>
        <source>The penalty is 3, not 2: {winner} had won no trick when the stock was closed.</source>
        <extracomment>A failed close whose penalty is 3 (S-21 variant).</extracomment>
        <translation>O castigo é 3, não 2: quando o monte foi fechado, {winner} ainda não tinha feito nenhuma vaza.</translation>
    </message>
    <message>
        <source>Points: {first} {a}, {second} {b}.</source>
        <translation>Pontos: {first} {a}, {second} {b}.</translation>
    </message>
    <message>
        <source>Honours: {first} {a}, {second} {b}.</source>
        <translation>Honras: {first} {a}, {second} {b}.</translation>
    </message>
    <message>
        <source>Next to deal: {dealer}.</source>
        <translation>A seguir dá: {dealer}.</translation>
    </message>
    <message>
        <source>the pot of {pot} chips</source>
        <translation>o pote de {pot} fichas</translation>
    </message>
    <message>
        <source>Honours taken: {first}: {a}. {second}: {b}.</source>
        <translation>Honras ganhas: {first}: {a}. {second}: {b}.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nenhuma</translation>
    </message>
    <message>
        <source>Decided by rule {rule}: see Help ▸ Rules.</source>
        <translation>Decidido pela regra {rule}: veja Ajuda ▸ Regras.</translation>
    </message>
    <message>
        <source>Marriage {suit} ({value})</source>
        <translation>Casamento {suit} ({value})</translation>
    </message>
    <message>
        <source>Claim {goal}</source>
        <translation>Declarar {goal}</translation>
    </message>
    <message>
        <source>Expected game points are counted by what they are worth for the Bummerl at this score.</source>
        <extracomment>Beside the hint&apos;s and the review&apos;s figures when they are game points weighed by the Bummerl&apos;s score (``Advice.converted``): the figure the choice is ranked by, and a loss is counted in.</extracomment>
        <translation>Os pontos de jogo esperados contam pelo que valem para o Bummerl com este resultado.</translation>
    </message>
    <message>
        <source>{Who}: no trick taken, so {n} marriage points did not count (S-12).</source>
        <translation>{Who}: nenhuma vaza ganha, por isso {n} pontos de casamentos não contaram (S-12).</translation>
    </message>
    <message>
        <source>Declare Bura</source>
        <translation>Mostrar bura</translation>
    </message>
    <message>
        <source>Three aces</source>
        <translation>Três ases</translation>
    </message>
    <message>
        <source>Molodka</source>
        <translation>Molodka</translation>
    </message>
    <message>
        <source>Exchange trump</source>
        <translation>Trocar trunfo</translation>
    </message>
    <message>
        <source>Close the stock</source>
        <translation>Fechar o monte</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passar</translation>
    </message>
    <message>
        <source>{Who}: closed the stock.</source>
        <extracomment>What the status line says a player did (the buttons&apos; own labels are commands: &quot;Close the stock&quot;).</extracomment>
        <translation>{Who}: fechou o monte.</translation>
    </message>
    <message>
        <source>{Who}: announced the marriage {suit} ({value}).</source>
        <translation>{Who}: declarou o casamento {suit} ({value}).</translation>
    </message>
    <message>
        <source>{Who}: claimed {goal}.</source>
        <translation>{Who}: declarou {goal}.</translation>
    </message>
    <message>
        <source>{Who}: declared {goal}.</source>
        <translation>{Who}: declarou {goal}.</translation>
    </message>
    <message>
        <source>{Who}: showed a Bura.</source>
        <translation>{Who}: mostrou uma bura.</translation>
    </message>
    <message>
        <source>{Who}: showed three aces, to take the lead (B-14).</source>
        <translation>{Who}: mostrou três ases, para ficar com a saída (B-14).</translation>
    </message>
    <message>
        <source>{Who}: showed a molodka (three cards of one suit, not trumps), to take the lead (B-14).</source>
        <translation>{Who}: mostrou uma molodka (três cartas do mesmo naipe, que não é trunfo), para ficar com a saída (B-14).</translation>
    </message>
    <message>
        <source>{Answerer} answered the {lead} with the higher {answer}: the trick goes to {winner} ({rule}).</source>
        <extracomment>A trick in words (the status line after each trick), one sentence by the rule that decided it (S-10, B-7, B-8, H-5, H-12): who answered which led cards with which cards (a group in the order the table lays it, each answering card on the led card it faces), and who takes the trick. The winner is named in &quot;the trick goes to {winner}&quot;, so that one template serves &quot;you&quot; and another.</extracomment>
        <translation>Saída: {lead}. {Answerer} respondeu com uma carta mais alta, {answer}: a vaza vai para {winner} ({rule}).</translation>
    </message>
    <message>
        <source>{Answerer} trumped the {lead} with the {answer}: the trick goes to {winner} ({rule}).</source>
        <translation>Saída: {lead}. {Answerer} respondeu com um trunfo, {answer}: a vaza vai para {winner} ({rule}).</translation>
    </message>
    <message>
        <source>{Answerer} answered the {lead} with the lower {answer}: the trick goes to {winner} ({rule}).</source>
        <translation>Saída: {lead}. {Answerer} respondeu com uma carta mais baixa, {answer}: a vaza vai para {winner} ({rule}).</translation>
    </message>
    <message>
        <source>{Answerer} answered the {lead} with the {answer}, a lower trump: the trick goes to {winner} ({rule}).</source>
        <translation>Saída: {lead}. {Answerer} respondeu com um trunfo mais baixo, {answer}: a vaza vai para {winner} ({rule}).</translation>
    </message>
    <message>
        <source>{Answerer} answered the {lead} with the {answer}, which neither follows suit nor trumps: the trick goes to {winner} ({rule}).</source>
        <translation>Saída: {lead}. {Answerer} respondeu com uma carta que não segue o naipe nem é trunfo, {answer}: a vaza vai para {winner} ({rule}).</translation>
    </message>
    <message>
        <source>{Answerer} answered the {lead} with the {answer}, of another suit, and there is no trump: the trick goes to {winner} ({rule}).</source>
        <translation>Saída: {lead}. {Answerer} respondeu com uma carta de outro naipe, {answer}, e não há trunfo: a vaza vai para {winner} ({rule}).</translation>
    </message>
    <message>
        <source>{Answerer} answered the {lead} with the {answer}, each card beating the led card in its place: the trick goes to {winner} ({rule}).</source>
        <translation>Saída: {lead}. {Answerer} respondeu com as cartas {answer}, e cada uma bate a carta de saída que tem à frente: a vaza vai para {winner} ({rule}).</translation>
    </message>
    <message>
        <source>{Answerer} answered the {lead} with the {answer}, which does not beat the {unbeaten}: the trick goes to {winner} ({rule}).</source>
        <translation>Saída: {lead}. {Answerer} respondeu com as cartas {answer}; fica por bater: {unbeaten}. A vaza vai para {winner} ({rule}).</translation>
    </message>
    <message>
        <source>{Answerer} answered the {lead} with the {answer}, which beats none of them: the trick goes to {winner} ({rule}).</source>
        <translation>Saída: {lead}. {Answerer} respondeu com as cartas {answer}, que não batem nenhuma das cartas de saída: a vaza vai para {winner} ({rule}).</translation>
    </message>
    <message>
        <source>{Answerer} answered the {lead} with the {answer}, which cannot beat all the led cards at once: the trick goes to {winner} ({rule}).</source>
        <translation>Saída: {lead}. {Answerer} respondeu com as cartas {answer}, que não conseguem bater todas as cartas de saída ao mesmo tempo: a vaza vai para {winner} ({rule}).</translation>
    </message>
    <message>
        <source>Since your last move:</source>
        <extracomment>Hot-seat: the head of what happened since the player&apos;s last move, when the curtain lifts.</extracomment>
        <translation>Desde a sua última jogada:</translation>
    </message>
    <message>
        <source>{Leader} led the {cards}.</source>
        <extracomment>The other side&apos;s lead, for the status line (one card, or a Bura group of two or three).</extracomment>
        <translation>{Leader} jogou a saída: {cards}.</translation>
    </message>
    <message>
        <source>{Leader} led a group: {cards}.</source>
        <translation>{Leader} saiu com um grupo: {cards}.</translation>
    </message>
    <message>
        <source>Close the stock? Nobody draws any more (S-15). The answer must follow suit, else trump (S-17). You must reach 66: if you fail, your opponent scores {points} (S-21).</source>
        <extracomment>What a click that can cost game points asks first (S-15, S-17, S-21, S-25; S-19; B-18), worded by the rules in force: how much a failed close costs, and what the opponent&apos;s sweep scores.</extracomment>
        <translation>Fechar o monte? Ninguém volta a comprar (S-15). A resposta tem de seguir o naipe ou, se não puder, trunfar (S-17). Tem de chegar aos 66: se falhar, o adversário ganha {points} (S-21).</translation>
    </message>
    <message>
        <source>Your opponent has no trick yet, so under “Closing penalty 3 vs. trickless” a failed close gives him 3.</source>
        <translation>O adversário ainda não tem nenhuma vaza, por isso, com “Castigo de 3 contra quem não tem vaza”, um fecho falhado dá-lhe 3.</translation>
    </message>
    <message>
        <source>If your opponent takes every trick from now on, he scores 3 game points (Phase-2 sweep, S-25).</source>
        <translation>Se o adversário fizer todas as vazas a partir de agora, ganha 3 pontos de jogo (Todas as vazas na fase 2, S-25).</translation>
    </message>
    <message>
        <source>With “Must head the trick” the answer must also beat the card led when it can.</source>
        <translation>Com “Obrigação de subir”, a resposta também tem de bater a carta de saída, se puder.</translation>
    </message>
    <message>
        <source>Claim 66 now? With fewer than 66 points it is a wrong claim: your opponent scores 2 game points (S-19), or, if you closed the stock, it is a failed close (S-21).</source>
        <translation>Declarar 66 agora? Com menos de 66 pontos é uma declaração errada: o adversário ganha 2 pontos de jogo (S-19) ou, se fechou o monte, é um fecho falhado (S-21).</translation>
    </message>
    <message>
        <source>Declare 31 now? With 30 or fewer it is a wrong declaration: you add as many chips as the pot holds (B-18).</source>
        <translation>Declarar 31 agora? Com 30 ou menos é uma declaração errada: põe no pote tantas fichas quantas ele já tem (B-18).</translation>
    </message>
    <message>
        <source>Claim 66 now? You closed the stock: with fewer than 66 points it is a failed close, and your opponent scores {points} (S-21).</source>
        <translation>Declarar 66 agora? Fechou o monte: com menos de 66 pontos é um fecho falhado, e o adversário ganha {points} (S-21).</translation>
    </message>
    <message>
        <source>a molodka (three cards of one suit, not trumps)</source>
        <translation>uma molodka (três cartas do mesmo naipe, que não é trunfo)</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Você</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>Jogador {n}</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computador</translation>
    </message>
    <message>
        <source>Computer {n}</source>
        <translation>Computador {n}</translation>
    </message>
    <message>
        <source>You</source>
        <comment>start of a sentence</comment>
        <translation>Você</translation>
    </message>
    <message>
        <source>you</source>
        <comment>inside a sentence</comment>
        <translation>você</translation>
    </message>
    <message>
        <source>The computer</source>
        <comment>start of a sentence</comment>
        <translation>O computador</translation>
    </message>
    <message>
        <source>the computer</source>
        <comment>inside a sentence</comment>
        <translation>o computador</translation>
    </message>
    <message>
        <source>the pot</source>
        <translation>o pote</translation>
    </message>
    <message>
        <source>{Who}: exchanged the trump card (gave {given}, took {taken}).</source>
        <extracomment>S-14: an exchange of the trump card, as the status line tells it.</extracomment>
        <translation>{Who}: trocou o trunfo (sai {given}, entra {taken}).</translation>
    </message>
    <message>
        <source>a Bura</source>
        <translation>uma bura</translation>
    </message>
    <message>
        <source>three aces</source>
        <translation>três ases</translation>
    </message>
    <message>
        <source>nothing special</source>
        <translation>nada de especial</translation>
    </message>
    <message>
        <source>marriage</source>
        <translation>casamento</translation>
    </message>
    <message>
        <source>exchange</source>
        <translation>troca</translation>
    </message>
    <message>
        <source>closing</source>
        <translation>fecho</translation>
    </message>
    <message>
        <source>claim</source>
        <translation>declaração</translation>
    </message>
    <message>
        <source>declaration</source>
        <translation>mão especial</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>passe</translation>
    </message>
</context>
</TS>
