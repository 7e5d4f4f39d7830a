<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl_NL">
<context>
    <name>ActionBar</name>
    <message>
        <source>{label} (shortcut: {key})</source>
        <translation>{label} (toets: {key})</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Tip</translation>
    </message>
    <message>
        <source>The expert&apos;s move for you, and why (shortcut: {key})</source>
        <translation>De zet van de expert voor jou, en waarom (toets: {key})</translation>
    </message>
    <message>
        <source>Top choices</source>
        <translation>Beste keuzes</translation>
    </message>
    <message>
        <source>The hint&apos;s best moves, with their chance to win the hand</source>
        <translation>De beste zetten volgens de tip, met hun kans om het spel te winnen</translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <source>{name}: lead</source>
        <translation>{name}: uitkomst</translation>
    </message>
    <message>
        <source>{name}: answer</source>
        <translation>{name}: antwoord</translation>
    </message>
</context>
<context>
    <name>Chart</name>
    <message>
        <source>Game points per hand and share of hands won per day</source>
        <translation>Spelpunten per spel en aandeel gewonnen spellen per dag</translation>
    </message>
    <message>
        <source>No hands played yet.</source>
        <translation>Nog geen spellen gespeeld.</translation>
    </message>
    <message>
        <source>Chips won or lost per hand</source>
        <translation>Fiches gewonnen of verloren per spel</translation>
    </message>
    <message>
        <source>Game points per hand</source>
        <translation>Spelpunten per spel</translation>
    </message>
    <message>
        <source>Share of hands won per day</source>
        <translation>Aandeel gewonnen spellen per dag</translation>
    </message>
    <message>
        <source>{share} %</source>
        <translation>{share}%</translation>
    </message>
    <message numerus="yes">
        <source>Bars: chips won or lost in the last %n hand(s) (green won, red lost).</source>
        <translation>
            <numerusform>Balken: fiches gewonnen of verloren in %n spel (groen gewonnen, rood verloren).</numerusform>
            <numerusform>Balken: fiches gewonnen of verloren in de laatste %n spellen (groen gewonnen, rood verloren).</numerusform>
        </translation>
    </message>
    <message>
        <source>Blue line: share of hands won per day, on its own axis (0 to 100 %).</source>
        <translation>Blauwe lijn: aandeel gewonnen spellen per dag, op een eigen as (0 tot 100%).</translation>
    </message>
</context>
<context>
    <name>Curtain</name>
    <message>
        <source>curtain: pass the device</source>
        <translation>gordijn: geef het apparaat door</translation>
    </message>
    <message>
        <source>&amp;Show my cards</source>
        <translation>&amp;Toon mijn kaarten</translation>
    </message>
    <message>
        <source>show my cards</source>
        <translation>toon mijn kaarten</translation>
    </message>
    <message>
        <source>{name}, it is your turn.
The other player looks away.</source>
        <translation>{name}, jij bent aan de beurt.
De ander kijkt even weg.</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>The hand starts again.</source>
        <translation>Het spel begint opnieuw.</translation>
    </message>
    <message>
        <source>The computer player made a mistake and played a legal move instead; see {log}.</source>
        <translation>De computerspeler maakte een fout en speelde in plaats daarvan een geldige zet; zie {log}.</translation>
    </message>
    <message>
        <source>The computer player made a mistake and played a legal move instead; no log could be written.</source>
        <translation>De computerspeler maakte een fout en speelde in plaats daarvan een geldige zet; er kon geen logboek worden geschreven.</translation>
    </message>
    <message>
        <source>There is nobody to undo for: the computer plays both seats.</source>
        <translation>Er valt niets terug te nemen: de computer speelt beide plaatsen.</translation>
    </message>
    <message>
        <source>Undo is not offered in hot-seat: it would show a player the other&apos;s answer.</source>
        <translation>Met twee spelers aan één apparaat is terugnemen niet mogelijk: een speler zou het antwoord van de ander zien.</translation>
    </message>
    <message>
        <source>The hand is over: its plays can no longer be taken back.</source>
        <translation>Het spel is voorbij: de zetten ervan kunnen niet meer worden teruggenomen.</translation>
    </message>
    <message>
        <source>Nothing to undo in this hand yet.</source>
        <translation>In dit spel valt nog niets terug te nemen.</translation>
    </message>
    <message>
        <source>Your last play can no longer be taken back: you have seen cards since that you had not seen before it (the answer, a card drawn).</source>
        <translation>Je laatste zet kan niet meer worden teruggenomen: je hebt sindsdien kaarten gezien die je daarvoor nog niet had gezien (het antwoord, een gekochte kaart).</translation>
    </message>
    <message>
        <source>Your last play was taken back.</source>
        <translation>Je laatste zet is teruggenomen.</translation>
    </message>
</context>
<context>
    <name>HintDesk</name>
    <message>
        <source>The expert is thinking about your move…</source>
        <translation>De expert denkt na over je zet…</translation>
    </message>
    <message>
        <source>Hint: {what} — {why}.</source>
        <translation>Tip: {what} — {why}.</translation>
    </message>
    <message>
        <source>It wins none of the deals the expert tried, but loses the fewest points in them; Top choices lists a riskier move that sometimes wins.</source>
        <translation>Het wint geen van de spellen die de expert probeerde, maar verliest daarin de minste punten; ‘Beste keuzes’ toont een riskantere zet die soms wint.</translation>
    </message>
    <message>
        <source>In the deals the expert tried this hand cannot be won any more; this move loses the least.</source>
        <translation>In de delingen die de expert heeft uitgeprobeerd, is dit spel niet meer te winnen; deze zet verliest het minst.</translation>
    </message>
    <message>
        <source>It wins the hand in {share} of the deals the expert tried.</source>
        <translation>Deze zet wint het spel in {share} van de delingen die de expert heeft uitgeprobeerd.</translation>
    </message>
    <message>
        <source>play the {cards}</source>
        <translation>speel de {cards}</translation>
    </message>
    <message>
        <source>There is nobody to give a hint to: the computer plays both seats.</source>
        <translation>Er is niemand om een tip te geven: de computer speelt voor beide spelers.</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>De partij is voorbij.</translation>
    </message>
    <message>
        <source>The hand is over: a hint is for your next move.</source>
        <translation>Het spel is voorbij: een tip is voor je volgende zet.</translation>
    </message>
    <message>
        <source>A hint is given when it is your turn.</source>
        <translation>Je krijgt een tip als je aan de beurt bent.</translation>
    </message>
    <message>
        <source>No hints against a friend: the moves are your own.</source>
        <translation>Geen hints tegen een vriend: de zetten zijn van jezelf.</translation>
    </message>
</context>
<context>
    <name>History</name>
    <message>
        <source>{game} — a match played with cardtable, exported on {when}</source>
        <translation>{game} — een partij gespeeld met cardtable, geëxporteerd op {when}</translation>
    </message>
    <message>
        <source>Players: {first} and {second}</source>
        <translation>Spelers: {first} en {second}</translation>
    </message>
    <message>
        <source>Rules: {rules}</source>
        <translation>Regels: {rules}</translation>
    </message>
    <message>
        <source>on</source>
        <translation>aan</translation>
    </message>
    <message>
        <source>off</source>
        <translation>uit</translation>
    </message>
    <message>
        <source>Trump: {suit} (the {card} was turned up).</source>
        <translation>Troef: {suit} (opgedraaide kaart: {card}).</translation>
    </message>
    <message>
        <source>A play was taken back in this hand (Edit ▸ Undo).</source>
        <translation>In dit spel is een zet teruggenomen (Bewerken ▸ Ongedaan maken).</translation>
    </message>
    <message>
        <source>This hand is still being played.</source>
        <translation>Dit spel wordt nog gespeeld.</translation>
    </message>
    <message>
        <source>Score after the hand: {first} {a}, {second} {b}</source>
        <translation>Stand na het spel: {first} {a}, {second} {b}</translation>
    </message>
</context>
<context>
    <name>Licences</name>
    <message>
        <source>Licences</source>
        <translation>Licenties</translation>
    </message>
    <message>
        <source>cardtable and each part it comes with, under its own licence. Choose a part to read it.</source>
        <translation>cardtable en elk onderdeel dat erbij zit, elk onder een eigen licentie. Kies een onderdeel om de licentie te lezen.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Your unfinished game from {when} was resumed; Game ▸ New starts a new one.</source>
        <translation>Je onafgemaakte partij van {when} is hervat; Spel ▸ Nieuw begint een nieuwe.</translation>
    </message>
    <message>
        <source>A Bura match now ends when a player has won {pots} pots; Game ▸ New… sets its length (“no limit” too).</source>
        <translation>Een Bura-partij eindigt nu als een speler {pots} potten heeft gewonnen; Spel ▸ Nieuw… stelt de lengte in (ook „geen limiet”).</translation>
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
        <translation>Nieuwe partij beginnen?</translation>
    </message>
    <message>
        <source>Start a new game? The match in progress will be given up.</source>
        <translation>Nieuwe partij beginnen? De lopende partij wordt opgegeven.</translation>
    </message>
    <message>
        <source>Restart the hand?</source>
        <translation>Spel opnieuw beginnen?</translation>
    </message>
    <message>
        <source>Deal the same cards again? The hand is replayed from its start; nothing is scored, and it counts as a restarted hand.</source>
        <translation>Dezelfde kaarten opnieuw delen? Het spel wordt vanaf het begin overgespeeld; er wordt niets geteld en het telt als opnieuw begonnen spel.</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spel</translation>
    </message>
    <message>
        <source>&amp;New…</source>
        <translation>&amp;Nieuw…</translation>
    </message>
    <message>
        <source>&amp;Restart hand</source>
        <translation>Spel &amp;herstarten</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Openen…</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>Op&amp;slaan…</translation>
    </message>
    <message>
        <source>&amp;Export history…</source>
        <translation>Verloop &amp;exporteren…</translation>
    </message>
    <message>
        <source>S&amp;tatistics</source>
        <translation>S&amp;tatistieken</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Voorkeuren…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Afsluiten</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>Be&amp;werken</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Ongedaan maken</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>Beel&amp;d</translation>
    </message>
    <message>
        <source>How to &amp;play</source>
        <translation>&amp;Speluitleg</translation>
    </message>
    <message>
        <source>&amp;Guided first hand</source>
        <translation>Eerste spel met &amp;begeleiding</translation>
    </message>
    <message>
        <source>Play a friend on&amp;line…</source>
        <translation>Tegen een vriend onl&amp;ine spelen…</translation>
    </message>
    <message>
        <source>Re&amp;view a hand…</source>
        <translation>Spel ana&amp;lyseren…</translation>
    </message>
    <message>
        <source>&amp;Deck</source>
        <translation>&amp;Kaartspel</translation>
    </message>
    <message>
        <source>Card &amp;back</source>
        <translation>Kaart&amp;rug</translation>
    </message>
    <message>
        <source>&amp;Animation speed</source>
        <translation>&amp;Animatiesnelheid</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Thema</translation>
    </message>
    <message>
        <source>C&amp;loth</source>
        <translation>&amp;Laken</translation>
    </message>
    <message>
        <source>&amp;Sound</source>
        <translation>&amp;Geluid</translation>
    </message>
    <message>
        <source>Learner &amp;hints</source>
        <translation>Leer&amp;hulp</translation>
    </message>
    <message>
        <source>Allow &amp;undo</source>
        <translation>Terug&amp;nemen toestaan</translation>
    </message>
    <message>
        <source>Auto-&amp;claim</source>
        <translation>Automatisch &amp;uitgaan</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regels</translation>
    </message>
    <message>
        <source>&amp;Keyboard</source>
        <translation>&amp;Toetsenbord</translation>
    </message>
    <message>
        <source>&amp;About cardtable</source>
        <translation>&amp;Over cardtable</translation>
    </message>
    <message>
        <source>About cardtable</source>
        <translation>Over cardtable</translation>
    </message>
    <message>
        <source>&amp;Licences…</source>
        <translation>&amp;Licenties…</translation>
    </message>
    <message>
        <source>Schnapsen, Bura and Bohemian Schneider against the computer.&lt;br&gt;Card art, icons and sounds are made by the project.</source>
        <translation>Schnapsen, Bura en Boheemse Schneider tegen de computer.&lt;br&gt;Kaarten, pictogrammen en geluiden zijn door het project zelf gemaakt.</translation>
    </message>
    <message>
        <source>Match over: a draw.</source>
        <translation>Partij voorbij: gelijkspel.</translation>
    </message>
    <message>
        <source>Match over: {name} won.</source>
        <translation>Partij voorbij: {name} heeft gewonnen.</translation>
    </message>
    <message>
        <source>Match over: you won.</source>
        <translation>Partij voorbij: jij hebt gewonnen.</translation>
    </message>
    <message>
        <source>Cannot autosave: {reason} The game goes on.</source>
        <translation>Automatisch opslaan lukt niet: {reason} Het spel gaat door.</translation>
    </message>
    <message>
        <source>There is no game to save.</source>
        <translation>Er is geen partij om op te slaan.</translation>
    </message>
    <message>
        <source>Saved as {name}.</source>
        <translation>Opgeslagen als {name}.</translation>
    </message>
    <message>
        <source>{name} holds a finished match: there is nothing left to play.</source>
        <translation>{name} bevat een afgelopen partij: er valt niets meer te spelen.</translation>
    </message>
    <message>
        <source>Opened {name}.</source>
        <translation>{name} geopend.</translation>
    </message>
    <message>
        <source>There is no game to export.</source>
        <translation>Er is geen partij om te exporteren.</translation>
    </message>
    <message>
        <source>The history could not be written to {path}: {reason}.</source>
        <translation>Het verloop kon niet naar {path} worden geschreven: {reason}.</translation>
    </message>
    <message>
        <source>History written to {name}.</source>
        <translation>Verloop geschreven naar {name}.</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Partij opslaan</translation>
    </message>
    <message>
        <source>cardtable games (*{suffix})</source>
        <translation>cardtable-partijen (*{suffix})</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>Partij openen</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Alle bestanden (*)</translation>
    </message>
    <message>
        <source>Open {name}? The match in progress will be given up.</source>
        <translation>{name} openen? De lopende partij wordt opgegeven.</translation>
    </message>
    <message>
        <source>Export history</source>
        <translation>Verloop exporteren</translation>
    </message>
    <message>
        <source>Text (*.txt)</source>
        <translation>Tekst (*.txt)</translation>
    </message>
    <message>
        <source>Undo is turned off (View ▸ Allow undo).</source>
        <translation>Terugnemen staat uit (Beeld ▸ Terugnemen toestaan).</translation>
    </message>
    <message>
        <source>Settings could not be saved: {reason}</source>
        <translation>De instellingen konden niet worden opgeslagen: {reason}</translation>
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
        <translation>Nieuwe partij</translation>
    </message>
    <message>
        <source>new game</source>
        <translation>nieuwe partij</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spel</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regels</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Kaartspel</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Tegenstander</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>Speler {n}</translation>
    </message>
    <message>
        <source>name of player {n}</source>
        <translation>naam van speler {n}</translation>
    </message>
    <message>
        <source>Rule variants</source>
        <translation>Regelvarianten</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>geen limiet</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>{name} is invited: the match starts when {name} accepts…</source>
        <translation>{name} is uitgenodigd: de partij begint zodra {name} accepteert…</translation>
    </message>
    <message>
        <source>Waiting for the match to be dealt…</source>
        <translation>Wachten tot de kaarten voor de partij zijn gedeeld…</translation>
    </message>
    <message>
        <source>{game} with {name} — cardtable</source>
        <translation>{game} met {name} — cardtable</translation>
    </message>
    <message>
        <source>Inviting {name} to a new match…</source>
        <translation>{name} wordt uitgenodigd voor een nieuwe partij…</translation>
    </message>
    <message>
        <source>The new match could not be made: {problem}</source>
        <translation>De nieuwe partij kon niet worden gemaakt: {problem}</translation>
    </message>
    <message>
        <source>Signed out: your match with {name} waits in its room until you sign in again.</source>
        <translation>Uitgelogd: je partij met {name} wacht in haar kamer tot je weer inlogt.</translation>
    </message>
    <message>
        <source>Online match</source>
        <translation>Online partij</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Versturen</translation>
    </message>
    <message>
        <source>Claim the match</source>
        <translation>Winst opeisen</translation>
    </message>
    <message>
        <source>Playing with {name}</source>
        <translation>Je speelt met {name}</translation>
    </message>
    <message>
        <source>Undo is not offered online: your friend has seen your move, and the room keeps it.</source>
        <extracomment>Why a feature is off online (``session.online.Offline``).</extracomment>
        <translation>Terugnemen kan online niet: je vriend heeft je zet gezien, en de kamer bewaart die.</translation>
    </message>
    <message>
        <source>An online hand cannot be dealt again: both programs made its deal together.</source>
        <translation>Een online spel kan niet opnieuw worden gedeeld: beide programma&apos;s hebben de kaarten samen gedeeld.</translation>
    </message>
    <message>
        <source>An online match is kept in its room: Game ▸ Play a friend online… goes back to it.</source>
        <translation>Een online partij wordt in haar kamer bewaard: met Spel ▸ Tegen een vriend online spelen… ga je ernaar terug.</translation>
    </message>
    <message>
        <source>The next deal is being made with your friend&apos;s program…</source>
        <translation>De volgende deling wordt samen met het programma van je vriend gemaakt…</translation>
    </message>
    <message>
        <source>An online hand is not reviewed: this program never holds your friend&apos;s cards.</source>
        <translation>Een online spel wordt niet geanalyseerd: dit programma kent de kaarten van je vriend nooit.</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <extracomment>The turn line while the table waits for the friend or his program (``session.online.Awaited``).</extracomment>
        <translation>{name} denkt na…</translation>
    </message>
    <message>
        <source>Waiting for {name}&apos;s program to open your cards…</source>
        <translation>Wachten tot het programma van {name} je kaarten opent…</translation>
    </message>
    <message>
        <source>The next deal is being made with {name}&apos;s program…</source>
        <translation>De volgende deling wordt gemaakt met het programma van {name}…</translation>
    </message>
    <message>
        <source>{name} seems to be away: the match goes on when {name} is back.</source>
        <translation>{name} lijkt weg te zijn: de partij gaat verder zodra {name} terug is.</translation>
    </message>
    <message>
        <source>Back at your match with {name}: nothing has happened since you left.</source>
        <extracomment>A player back at an online match with no move to recap (``session.online.Back``).</extracomment>
        <translation>Terug bij je partij met {name}: er is niets gebeurd sinds je weg was.</translation>
    </message>
    <message>
        <source>Back at your match with {name}.</source>
        <translation>Terug bij je partij met {name}.</translation>
    </message>
    <message>
        <source>an event that is not part of this program&apos;s protocol</source>
        <extracomment>What was wrong with a refused event (``faults.Reason``), completing &quot;{name} sent …&quot;.</extracomment>
        <translation>een gebeurtenis die niet bij het protocol van dit programma hoort</translation>
    </message>
    <message>
        <source>an event of another protocol version</source>
        <translation>een gebeurtenis van een andere protocolversie</translation>
    </message>
    <message>
        <source>an event of another match</source>
        <translation>een gebeurtenis van een andere partij</translation>
    </message>
    <message>
        <source>an event from someone who does not play this match</source>
        <translation>een gebeurtenis van iemand die niet meespeelt in deze partij</translation>
    </message>
    <message>
        <source>an event sent out of turn</source>
        <translation>een gebeurtenis buiten de beurt</translation>
    </message>
    <message>
        <source>an event out of order</source>
        <translation>een gebeurtenis in de verkeerde volgorde</translation>
    </message>
    <message>
        <source>an event that does not follow the one before it</source>
        <translation>een gebeurtenis die niet aansluit op de vorige</translation>
    </message>
    <message>
        <source>an event sent a second time</source>
        <translation>een gebeurtenis voor de tweede keer</translation>
    </message>
    <message>
        <source>a deck of the wrong length</source>
        <translation>een kaartspel met het verkeerde aantal kaarten</translation>
    </message>
    <message>
        <source>a locked card that is no valid card</source>
        <translation>een vergrendelde kaart die geen geldige kaart is</translation>
    </message>
    <message>
        <source>the same locked card twice</source>
        <translation>dezelfde vergrendelde kaart twee keer</translation>
    </message>
    <message>
        <source>a key that is no valid key</source>
        <translation>een sleutel die geen geldige sleutel is</translation>
    </message>
    <message>
        <source>a key that opens no card, or a card already seen elsewhere</source>
        <translation>een sleutel die geen kaart opent, of een kaart die al elders is gezien</translation>
    </message>
    <message>
        <source>a key that was owed and not sent</source>
        <translation>een verschuldigde sleutel niet</translation>
    </message>
    <message>
        <source>a key for a card that may not be opened now</source>
        <translation>een sleutel voor een kaart die nu niet geopend mag worden</translation>
    </message>
    <message>
        <source>a move the rules forbid</source>
        <translation>een zet die de regels verbieden</translation>
    </message>
    <message>
        <source>keys at the hand&apos;s end that do not give the deck that was locked</source>
        <translation>sleutels aan het eind van het spel die niet het vergrendelde kaartspel opleveren</translation>
    </message>
    <message>
        <source>a hand that does not replay on the revealed deck</source>
        <translation>een spel dat met het onthulde kaartspel niet na te spelen is</translation>
    </message>
    <message>
        <source>a draw for the first dealer that does not match its commitment</source>
        <translation>een loting voor de eerste deler die niet klopt met wat vooraf is vastgelegd</translation>
    </message>
    <message>
        <source>a claim that crossed a move</source>
        <translation>een winstclaim die een zet kruiste</translation>
    </message>
    <message>
        <source>a chat line that is too long</source>
        <translation>een chatregel die te lang is</translation>
    </message>
    <message>
        <source>a claim of abandonment before the agreed time</source>
        <translation>een winstclaim wegens opgeven vóór de afgesproken tijd</translation>
    </message>
    <message>
        <source>an event after the match ended</source>
        <translation>een gebeurtenis na het einde van de partij</translation>
    </message>
    <message>
        <source>an event of ours that this program&apos;s secret does not give</source>
        <translation>een gebeurtenis van onze kant die niet volgt uit het geheim van dit programma</translation>
    </message>
    <message>
        <source>The match is disputed: {name} sent {what}. The record is kept; no move is taken.</source>
        <translation>De partij wordt betwist: {name} stuurde {what}. Het verslag blijft bewaard; er wordt geen zet uitgevoerd.</translation>
    </message>
    <message>
        <source>You left the match.</source>
        <translation>Je hebt de partij verlaten.</translation>
    </message>
    <message>
        <source>{name} left the match.</source>
        <translation>{name} heeft de partij verlaten.</translation>
    </message>
    <message>
        <source>You claimed the match: {name} was silent past the agreed time.</source>
        <translation>Je hebt de winst opgeëist: {name} liet langer dan de afgesproken tijd niets van zich horen.</translation>
    </message>
    <message>
        <source>{name} claimed the match: you were silent past the agreed time.</source>
        <translation>{name} heeft de winst opgeëist: je liet langer dan de afgesproken tijd niets van je horen.</translation>
    </message>
    <message>
        <source>Network: {problem} Trying again…</source>
        <translation>Netwerk: {problem} Nieuwe poging…</translation>
    </message>
    <message>
        <source>Your online match with {name} is waiting: Game ▸ Play a friend online… goes back to it.</source>
        <translation>Je online partij met {name} wacht: met Spel ▸ Tegen een vriend online spelen… ga je ernaar terug.</translation>
    </message>
    <message>
        <source>{name} asks for a rematch: press Play again to accept it.</source>
        <translation>{name} wil een revanche: druk op Nog een keer om die aan te nemen.</translation>
    </message>
    <message>
        <source>{name} invites you to play {game}: Game ▸ Play a friend online… accepts.</source>
        <translation>{name} nodigt je uit voor {game}: met Spel ▸ Tegen een vriend online spelen… neem je aan.</translation>
    </message>
    <message>
        <source>{name} invites you to a match: Game ▸ Play a friend online… accepts.</source>
        <translation>{name} nodigt je uit voor een partij: met Spel ▸ Tegen een vriend online spelen… neem je aan.</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>Play a friend online</source>
        <translation>Tegen een vriend online spelen</translation>
    </message>
    <message>
        <source>Matrix account</source>
        <translation>Matrix-account</translation>
    </message>
    <message>
        <source>name, or @name:server</source>
        <translation>naam, of @naam:server</translation>
    </message>
    <message>
        <source>Homeserver</source>
        <translation>Thuisserver</translation>
    </message>
    <message>
        <source>User</source>
        <translation>Gebruiker</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Wachtwoord</translation>
    </message>
    <message>
        <source>or access token</source>
        <translation>of toegangstoken</translation>
    </message>
    <message>
        <source>Sign in</source>
        <translation>Inloggen</translation>
    </message>
    <message>
        <source>Sign out</source>
        <translation>Uitloggen</translation>
    </message>
    <message>
        <source>Invite a friend</source>
        <translation>Een vriend uitnodigen</translation>
    </message>
    <message>
        <source>Friend&apos;s Matrix ID</source>
        <translation>Matrix-ID van je vriend</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spel</translation>
    </message>
    <message>
        <source>The rules and the deck are those of Game ▸ New… for this game.</source>
        <translation>De regels en het kaartspel zijn die van Spel ▸ Nieuw… voor dit spel.</translation>
    </message>
    <message>
        <source>Invite</source>
        <translation>Uitnodigen</translation>
    </message>
    <message>
        <source>Invitations and running matches</source>
        <translation>Uitnodigingen en lopende partijen</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Vernieuwen</translation>
    </message>
    <message>
        <source>Accept or go back</source>
        <translation>Accepteren of verderspelen</translation>
    </message>
    <message>
        <source>Signed in as {user}</source>
        <translation>Ingelogd als {user}</translation>
    </message>
    <message>
        <source>That did not work: {problem}</source>
        <translation>Dat lukte niet: {problem}</translation>
    </message>
    <message>
        <source>Signing in…</source>
        <translation>Bezig met inloggen…</translation>
    </message>
    <message>
        <source>The sign-in could not be kept: {reason}</source>
        <translation>De inloggegevens konden niet worden bewaard: {reason}</translation>
    </message>
    <message>
        <source>Signing out…</source>
        <translation>Bezig met uitloggen…</translation>
    </message>
    <message>
        <source>Reading your invitations…</source>
        <translation>Je uitnodigingen worden gelezen…</translation>
    </message>
    <message>
        <source>Invitation from {name}: {game}</source>
        <translation>Uitnodiging van {name}: {game}</translation>
    </message>
    <message>
        <source>Invitation from {name}</source>
        <translation>Uitnodiging van {name}</translation>
    </message>
    <message>
        <source>{game} with {name}</source>
        <translation>{game} met {name}</translation>
    </message>
    <message>
        <source>A match with {name}</source>
        <translation>Een partij met {name}</translation>
    </message>
    <message>
        <source>Sign in first, and give your friend&apos;s Matrix ID (@name:server).</source>
        <translation>Log eerst in en geef de Matrix-ID van je vriend op (@naam:server).</translation>
    </message>
    <message>
        <source>Inviting {name}…</source>
        <translation>{name} wordt uitgenodigd…</translation>
    </message>
    <message>
        <source>Accepting the invitation…</source>
        <translation>De uitnodiging wordt geaccepteerd…</translation>
    </message>
    <message>
        <source>Playing online needs the Matrix client library, which this installation lacks. Install cardtable with its online part: pip install &apos;cardtable[online]&apos;</source>
        <translation>Online spelen heeft de Matrix-clientbibliotheek nodig, die in deze installatie ontbreekt. Installeer cardtable met zijn online deel: pip install &apos;cardtable[online]&apos;</translation>
    </message>
</context>
<context>
    <name>Plurals</name>
    <message numerus="yes">
        <source>%n game point(s)</source>
        <translation>
            <numerusform>%n spelpunt</numerusform>
            <numerusform>%n spelpunten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Pot: &lt;b&gt;%n&lt;/b&gt; chip(s)</source>
        <translation>
            <numerusform>Pot: &lt;b&gt;%n&lt;/b&gt; fiche</numerusform>
            <numerusform>Pot: &lt;b&gt;%n&lt;/b&gt; fiches</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n chip(s)</source>
        <translation>
            <numerusform>%n fiche</numerusform>
            <numerusform>%n fiches</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Playing to %n pot(s)</source>
        <translation>
            <numerusform>Partij tot %n pot</numerusform>
            <numerusform>Partij tot %n potten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Play %n card(s)</source>
        <translation>
            <numerusform>%n kaart spelen</numerusform>
            <numerusform>%n kaarten spelen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>answer with exactly %n card(s)</source>
        <translation>
            <numerusform>antwoord met precies %n kaart</numerusform>
            <numerusform>antwoord met precies %n kaarten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Bars: game points in the last %n hand(s) (green won, red lost).</source>
        <translation>
            <numerusform>Balken: spelpunten in %n spel (groen gewonnen, rood verloren).</numerusform>
            <numerusform>Balken: spelpunten in de laatste %n spellen (groen gewonnen, rood verloren).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Voorkeuren</translation>
    </message>
    <message>
        <source>preferences</source>
        <translation>voorkeuren</translation>
    </message>
    <message>
        <source>Like the system</source>
        <translation>Zoals het systeem</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Taal</translation>
    </message>
    <message>
        <source>&amp;Deck</source>
        <translation>&amp;Kaartspel</translation>
    </message>
    <message>
        <source>Card &amp;back</source>
        <translation>Kaart&amp;rug</translation>
    </message>
    <message>
        <source>&amp;Animation speed</source>
        <translation>&amp;Animatiesnelheid</translation>
    </message>
    <message>
        <source>A finished &amp;trick stays</source>
        <translation>Een afgelopen &amp;slag blijft liggen</translation>
    </message>
    <message>
        <source>T&amp;heme</source>
        <translation>Th&amp;ema</translation>
    </message>
    <message>
        <source>&amp;Cloth</source>
        <translation>&amp;Laken</translation>
    </message>
    <message>
        <source>Play a card with &amp;one click (Bura: a click picks it for the group)</source>
        <translation>Een kaart &amp;met één klik spelen (Bura: een klik kiest haar voor de groep)</translation>
    </message>
    <message>
        <source>&amp;Sound</source>
        <translation>&amp;Geluid</translation>
    </message>
    <message>
        <source>&amp;Learner hints (your points this hand, unplayable cards dimmed)</source>
        <translation>Leer&amp;hulp (jouw punten dit spel, onspeelbare kaarten gedimd)</translation>
    </message>
    <message>
        <source>Auto-claim &amp;66 or declare 31 when right</source>
        <translation>Automatisch uitgaan met &amp;66 of 31 melden als het klopt</translation>
    </message>
    <message>
        <source>Ask before &amp;closing the stock</source>
        <translation>Vragen voor het toe&amp;dekken van de stapel</translation>
    </message>
    <message>
        <source>Hot-seat Bura: show a special hand at once (else keep it)</source>
        <translation>Bura met twee aan één apparaat: een bijzondere hand meteen tonen (anders houden)</translation>
    </message>
    <message>
        <source>Show the cards &amp;played, by suit</source>
        <translation>Ges&amp;peelde kaarten per kleur tonen</translation>
    </message>
    <message>
        <source>Show both players&apos; poi&amp;nts</source>
        <translation>Pu&amp;nten van beide spelers tonen</translation>
    </message>
    <message>
        <source>Show the Hint button (&amp;key H)</source>
        <translation>De knop Tip tonen (t&amp;oets H)</translation>
    </message>
    <message>
        <source>&amp;Explain the computer&apos;s play</source>
        <translation>Zetten van de computer &amp;uitleggen</translation>
    </message>
    <message>
        <source>Learning</source>
        <translation>Leren</translation>
    </message>
    <message>
        <source>A learning aid: the hands played with it on are marked in the statistics.</source>
        <translation>Een leerhulp: spellen die je speelt terwijl dit aan staat, worden in de statistieken gemarkeerd.</translation>
    </message>
    <message>
        <source>A learning aid: the hands where you ask for a hint are marked in the statistics.</source>
        <translation>Een leerhulp: spellen waarin je om een tip vraagt, worden in de statistieken gemarkeerd.</translation>
    </message>
    <message>
        <source>Player &amp;{n} (hot-seat)</source>
        <translation>Speler &amp;{n} (aan één apparaat)</translation>
    </message>
</context>
<context>
    <name>ReasonWords</name>
    <message>
        <source>you have {score} points, and {goal} are enough</source>
        <translation>je hebt {score} punten, en {goal} is genoeg</translation>
    </message>
    <message>
        <source>closing needs {need} more points; trumps out: {trumps_out}</source>
        <translation>voor toedekken zijn nog {need} punten nodig; troeven nog in omloop: {trumps_out}</translation>
    </message>
    <message>
        <source>the face-up {card} is better in your hand</source>
        <translation>de open {card} is beter in je hand</translation>
    </message>
    <message>
        <source>announcing it counts {points} points</source>
        <translation>het melden levert {points} punten op</translation>
    </message>
    <message>
        <source>the rules let you show this hand now</source>
        <translation>volgens de regels mag je deze hand nu tonen</translation>
    </message>
    <message>
        <source>there is nothing worth declaring</source>
        <translation>er is niets wat het melden waard is</translation>
    </message>
    <message>
        <source>it is the only card you may play</source>
        <translation>het is de enige kaart die je mag spelen</translation>
    </message>
    <message>
        <source>trumping takes the trick with {amount} in it</source>
        <translation>troeven wint de slag met {amount} erin</translation>
    </message>
    <message>
        <source>it takes the trick with {amount} in it</source>
        <translation>die haalt de slag met {amount} erin</translation>
    </message>
    <message>
        <source>it gives the trick away for only {amount}</source>
        <translation>die geeft de slag weg voor maar {amount}</translation>
    </message>
    <message>
        <source>it gives the trick away and loses nothing by it</source>
        <translation>die geeft de slag weg zonder dat het iets kost</translation>
    </message>
    <message>
        <source>no card you have not seen beats the {card} in its suit</source>
        <translation>geen kaart die je nog niet hebt gezien, is hoger dan {card} in die kleur</translation>
    </message>
    <message>
        <source>no card you have not seen beats it in its suit</source>
        <translation>geen kaart die je nog niet hebt gezien, is hoger in die kleur</translation>
    </message>
    <message>
        <source>it draws trumps; trumps out: {trumps_out}</source>
        <translation>die trekt troef; troeven nog in omloop: {trumps_out}</translation>
    </message>
    <message>
        <source>it keeps your high cards back ({amount} led)</source>
        <translation>die houdt je hoge kaarten achter de hand ({amount} uitgespeeld)</translation>
    </message>
    <message>
        <source>of your leads, this one came out best in the hint&apos;s search ({amount} led)</source>
        <translation>van je mogelijke uitkomen kwam deze het best uit de berekening van de tip ({amount} uitgespeeld)</translation>
    </message>
    <message>
        <source>it has {score} points, and {goal} are enough</source>
        <translation>hij heeft {score} punten, en {goal} is genoeg</translation>
    </message>
    <message>
        <source>closing needs {need} more points; trumps still in play: {trumps_out}</source>
        <translation>voor toedekken zijn nog {need} punten nodig; troeven nog in het spel: {trumps_out}</translation>
    </message>
    <message>
        <source>the face-up {card} is better in its hand</source>
        <translation>de open {card} is beter in zijn hand</translation>
    </message>
    <message>
        <source>the rules let it show this hand now</source>
        <translation>volgens de regels mag hij deze hand nu tonen</translation>
    </message>
    <message>
        <source>it draws trumps; trumps still in play: {trumps_out}</source>
        <translation>die trekt troef; troeven nog in het spel: {trumps_out}</translation>
    </message>
    <message numerus="yes">
        <source>%n honour(s)</source>
        <translation>
            <numerusform>%n honneur</numerusform>
            <numerusform>%n honneurs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n punt</numerusform>
            <numerusform>%n punten</numerusform>
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
        <translation>Analyse van het spel</translation>
    </message>
    <message>
        <source>◀ &amp;Previous trick</source>
        <translation>◀ &amp;Vorige slag</translation>
    </message>
    <message>
        <source>Next &amp;trick ▶</source>
        <translation>Vol&amp;gende slag ▶</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Sluiten</translation>
    </message>
    <message>
        <source>Hand {n}</source>
        <translation>Spel {n}</translation>
    </message>
    <message>
        <source>The whole match</source>
        <translation>De hele partij</translation>
    </message>
    <message>
        <source>Choices of {name}</source>
        <translation>Keuzes van {name}</translation>
    </message>
    <message>
        <source>The whole match: {done} of {hands} hands reviewed.</source>
        <translation>De hele partij: {done} van {hands} spellen geanalyseerd.</translation>
    </message>
    <message>
        <source>The expert is reviewing the hand…</source>
        <translation>De expert analyseert het spel…</translation>
    </message>
    <message>
        <source>The expert is reviewing hand {n}…</source>
        <translation>De expert analyseert spel {n}…</translation>
    </message>
    <message>
        <source>{done} of {total} decisions</source>
        <translation>{done} van {total} beslissingen</translation>
    </message>
    <message>
        <source>The review failed: {error}</source>
        <translation>De analyse is mislukt: {error}</translation>
    </message>
    <message>
        <source>Trick {n} of {count}</source>
        <translation>Slag {n} van {count}</translation>
    </message>
    <message>
        <source>The hand&apos;s end</source>
        <translation>Einde van het spel</translation>
    </message>
    <message>
        <source>No choice of yours to review in this trick.</source>
        <translation>In deze slag valt er voor jou geen keuze te analyseren.</translation>
    </message>
    <message>
        <source>No hand of this match has finished yet.</source>
        <translation>In deze partij is nog geen spel afgelopen.</translation>
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
        <translation># Spelen met het toetsenbord

Elke zet kan zonder muis.

- **Links / Rechts** (of Omhoog / Omlaag), **Home / End**: door je hand lopen, gedimde kaarten inbegrepen; de kaart met de blauwe rand
  is waar je bent.
- **Enter**: die kaart spelen (een gedimde kaart wordt geweigerd, met de regel die haar verbiedt). Bij Bura de gekozen kaarten spelen.
- **Spatie**: bij Bura de kaart kiezen (of terugleggen) om een groep van twee of drie te maken.
- **E** huwelijk, **R** troefkaart ruilen, **T** stapel toedekken (Bura: bijzondere hand tonen),
  **M** uitgaan met 66 / 31 melden, **P** passen: de letter is op elke knop onderstreept.
- **L**: de laatste slag nog eens bekijken.
- **Spatie** of **Enter** op de tafel: verder spelen als een afgelopen slag blijft liggen tot je klikt.
- **V** of **Enter**: volgend spel, na de samenvatting.
- **Tab**: wisselen tussen je hand en de knoppen. Twee knoppen met dezelfde letter (twee huwelijken): de letter
  gaat van de een naar de ander, **Spatie** drukt hem in.
- **Ctrl+N** nieuwe partij, **Ctrl+R** spel herstarten, **Ctrl+Z** terugnemen, **Ctrl+,** voorkeuren,
  **F1** de regels (op macOS de eigen toetsen van het systeem).
</translation>
    </message>
    <message>
        <source>- **H**: the hint for your move; **Top choices** then lists its best options with their figures.
- In the hand review: **Right** or **Alt+T** next trick, **Left** or **Alt+P** previous trick.
- After a match&apos;s result: **Space**, or the underlined letter of Play again, starts the next match;
  **Enter** does not, so that a key meant for the next hand does not pass the final result unread.
</source>
        <extracomment>Keys that the list above left out (a newcomer found them missing from Help ▸ Keyboard).</extracomment>
        <translation>- **H**: de tip voor je zet; **Beste keuzes** toont daarna de beste mogelijkheden met hun cijfers.
- In de spelanalyse: **Rechts** of **Alt+G** volgende slag, **Links** of **Alt+V** vorige slag.
- Na de uitslag van een partij: **spatie**, of de onderstreepte letter van Nog een keer, start de volgende partij;
  **Enter** niet, zodat een toets bedoeld voor het volgende spel de einduitslag niet ongelezen overslaat.
</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regels</translation>
    </message>
    <message>
        <source>rules</source>
        <translation>regels</translation>
    </message>
    <message>
        <source>keyboard</source>
        <translation>toetsenbord</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>Toetsenbord</translation>
    </message>
</context>
<context>
    <name>Sayer</name>
    <message>
        <source>{figure} pots</source>
        <translation>{figure} potten</translation>
    </message>
    <message>
        <source>{figure} game points</source>
        <translation>{figure} spelpunten</translation>
    </message>
    <message numerus="yes">
        <source>%n costly lead(s)</source>
        <translation>
            <numerusform>%n dure uitkomst</numerusform>
            <numerusform>%n dure uitkomsten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n costly answer(s)</source>
        <translation>
            <numerusform>%n duur antwoord</numerusform>
            <numerusform>%n dure antwoorden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n costly close(s)</source>
        <translation>
            <numerusform>%n keer duur toegedekt</numerusform>
            <numerusform>%n keer duur toegedekt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n missed close(s)</source>
        <translation>
            <numerusform>%n gemiste kans om toe te dekken</numerusform>
            <numerusform>%n gemiste kansen om toe te dekken</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n missed claim(s)</source>
        <translation>
            <numerusform>%n gemiste kans om uit te gaan</numerusform>
            <numerusform>%n gemiste kansen om uit te gaan</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n missed exchange(s)</source>
        <translation>
            <numerusform>%n gemiste troefruil</numerusform>
            <numerusform>%n gemiste troefruilen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n missed marriage(s)</source>
        <translation>
            <numerusform>%n gemist huwelijk</numerusform>
            <numerusform>%n gemiste huwelijken</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n costly declaration(s)</source>
        <translation>
            <numerusform>%n dure melding</numerusform>
            <numerusform>%n dure meldingen</numerusform>
        </translation>
    </message>
    <message>
        <source>No choice to review: every move was forced.</source>
        <translation>Niets te analyseren: elke zet lag vast.</translation>
    </message>
    <message>
        <source>No costly choice in {n} decisions: {loss} against the expert.</source>
        <translation>Geen dure keuze in {n} beslissingen: {loss} tegenover de expert.</translation>
    </message>
    <message>
        <source>{some} and {last}</source>
        <translation>{some} en {last}</translation>
    </message>
    <message>
        <source>{mistakes} ({costly}); in all {n} decisions, {loss} against the expert.</source>
        <translation>{mistakes} ({costly}); over alle {n} beslissingen {loss} tegenover de expert.</translation>
    </message>
    <message>
        <source>play {cards}</source>
        <translation>speel de {cards}</translation>
    </message>
    <message>
        <source>Your lead</source>
        <translation>Jouw uitkomst</translation>
    </message>
    <message>
        <source>Your choice</source>
        <translation>Jouw keuze</translation>
    </message>
    <message>
        <source>Your answer</source>
        <translation>Jouw antwoord</translation>
    </message>
    <message>
        <source>Choice</source>
        <translation>Keuze</translation>
    </message>
    <message>
        <source>Chance to win the hand</source>
        <translation>Kans om het spel te winnen</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>Verwacht</translation>
    </message>
    <message>
        <source>the expert&apos;s choice</source>
        <translation>keuze van de expert</translation>
    </message>
    <message>
        <source>your choice</source>
        <translation>jouw keuze</translation>
    </message>
    <message>
        <source>Costly: {loss} against the expert&apos;s choice.</source>
        <translation>Duur: {loss} tegenover de keuze van de expert.</translation>
    </message>
    <message>
        <source>Not costly ({loss}).</source>
        <translation>Niet duur ({loss}).</translation>
    </message>
    <message>
        <source>Hindsight: this position was too big to solve with every card known.</source>
        <translation>Achteraf: deze stand was te groot om met alle kaarten open door te rekenen.</translation>
    </message>
    <message>
        <source>Hindsight, with every card known: your choice was as good as any ({value}).</source>
        <translation>Achteraf, met alle kaarten open: jouw keuze was zo goed als elke andere ({value}).</translation>
    </message>
    <message>
        <source>Hindsight, with every card known: {best} was best ({value}); yours gave {mine}.</source>
        <translation>Achteraf, met alle kaarten open: {best} was het beste ({value}); jouw keuze gaf {mine}.</translation>
    </message>
</context>
<context>
    <name>ScorePanel</name>
    <message>
        <source>score sheet</source>
        <translation>scorelijst</translation>
    </message>
</context>
<context>
    <name>StatsWindow</name>
    <message>
        <source>Game</source>
        <extracomment>(column key, heading) of the totals table, in order: what a player compares at a glance. Each heading says what its column counts on its own (&quot;won&quot; beside &quot;won&quot; left the player guessing); the first space breaks it.</extracomment>
        <translation>Spel</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regels</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Tegenstander</translation>
    </message>
    <message>
        <source>Bummerls won</source>
        <translation>Bummerls gewonnen</translation>
    </message>
    <message>
        <source>Claims right</source>
        <translation>Terecht uitgegaan</translation>
    </message>
    <message>
        <source>Closes held</source>
        <translation>Toedekken gelukt</translation>
    </message>
    <message>
        <source>Matches played</source>
        <translation>Partijen gespeeld</translation>
    </message>
    <message>
        <source>Matches won</source>
        <translation>Partijen gewonnen</translation>
    </message>
    <message>
        <source>Hands played</source>
        <translation>Spellen gespeeld</translation>
    </message>
    <message>
        <source>Hands won</source>
        <translation>Spellen gewonnen</translation>
    </message>
    <message>
        <source>Game points won</source>
        <extracomment>(key, label) of the figures of the row picked in the table, listed beside the chart. Points are the game points a hand is worth (&quot;Points won&quot; read like card points).</extracomment>
        <translation>Spelpunten gewonnen</translation>
    </message>
    <message>
        <source>Game points lost</source>
        <translation>Spelpunten verloren</translation>
    </message>
    <message>
        <source>Won Schneider</source>
        <translation>Schneider gewonnen</translation>
    </message>
    <message>
        <source>Won Schwarz</source>
        <translation>Schwarz gewonnen</translation>
    </message>
    <message>
        <source>Bummerls lost</source>
        <translation>Bummerls verloren</translation>
    </message>
    <message>
        <source>Schneiderbummerls won</source>
        <translation>Schneiderbummerls gewonnen</translation>
    </message>
    <message>
        <source>Chips won or lost</source>
        <translation>Fiches gewonnen of verloren</translation>
    </message>
    <message>
        <source>Claims wrong</source>
        <translation>Ten onrechte uitgegaan</translation>
    </message>
    <message>
        <source>Closes failed</source>
        <translation>Toedekken mislukt</translation>
    </message>
    <message>
        <source>Hands with undo</source>
        <translation>Spellen met terugnemen</translation>
    </message>
    <message>
        <source>Hands with a hint</source>
        <translation>Spellen met een tip</translation>
    </message>
    <message>
        <source>Hands with learning aids</source>
        <translation>Spellen met leerhulpen</translation>
    </message>
    <message>
        <source>{preset}, rules changed</source>
        <extracomment>A preset whose rules the player changed in the New game dialog (kept as &quot;standard+&quot;).</extracomment>
        <translation>{preset}, regels gewijzigd</translation>
    </message>
    <message>
        <source>Statistics — cardtable</source>
        <translation>Statistieken — cardtable</translation>
    </message>
    <message>
        <source>Statistics per game, rules and opponent</source>
        <translation>Statistieken per spel, regels en tegenstander</translation>
    </message>
    <message>
        <source>&amp;Reset statistics…</source>
        <translation>Statistieken &amp;wissen…</translation>
    </message>
    <message numerus="yes">
        <source>Left out of these figures, as damaged: %n record(s) of hands or matches.</source>
        <translation>
            <numerusform>Niet meegeteld omdat ze beschadigd zijn: %n opgeslagen spel of partij.</numerusform>
            <numerusform>Niet meegeteld omdat ze beschadigd zijn: %n opgeslagen spellen of partijen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Only hands you play count; a demo counts nothing.</source>
        <translation>Alleen spellen die je zelf speelt tellen; een demo telt niet.</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Statistieken wissen</translation>
    </message>
    <message>
        <source>Forget every recorded hand and match? This cannot be undone.</source>
        <translation>Alle opgeslagen spellen en partijen vergeten? Dit kan niet ongedaan worden gemaakt.</translation>
    </message>
</context>
<context>
    <name>SummaryPanel</name>
    <message>
        <source>The match is over: Space or {key} plays again.</source>
        <translation>De partij is voorbij: spatie of {key} speelt opnieuw.</translation>
    </message>
    <message>
        <source>&amp;Next hand</source>
        <translation>&amp;Volgend spel</translation>
    </message>
    <message>
        <source>continue to the next hand</source>
        <translation>door naar het volgende spel</translation>
    </message>
    <message>
        <source>N</source>
        <comment>shortcut of Next hand</comment>
        <translation>V</translation>
    </message>
    <message>
        <source>Shortcut: {key}</source>
        <translation>Toets: {key}</translation>
    </message>
    <message>
        <source>&amp;Play again</source>
        <translation>Nog &amp;een keer</translation>
    </message>
    <message>
        <source>play again with the same rules</source>
        <translation>nog een keer met dezelfde regels</translation>
    </message>
    <message>
        <source>New &amp;game…</source>
        <translation>Nieuwe &amp;partij…</translation>
    </message>
    <message>
        <source>choose a new game</source>
        <translation>kies een nieuwe partij</translation>
    </message>
    <message>
        <source>&amp;Review hand</source>
        <translation>Spel &amp;analyseren</translation>
    </message>
    <message>
        <source>the expert&apos;s review of this hand</source>
        <translation>de analyse van dit spel door de expert</translation>
    </message>
</context>
<context>
    <name>TableWidget</name>
    <message>
        <source>You have {score} points.</source>
        <translation>Je hebt {score} punten.</translation>
    </message>
    <message>
        <source>card table</source>
        <translation>speeltafel</translation>
    </message>
    <message>
        <source>the trick</source>
        <translation>de slag</translation>
    </message>
    <message>
        <source>the stock</source>
        <translation>de stapel</translation>
    </message>
    <message>
        <source>the trump card</source>
        <translation>de troefkaart</translation>
    </message>
    <message>
        <source>status line</source>
        <translation>statusregel</translation>
    </message>
    <message>
        <source>{name}: hand</source>
        <translation>{name}: hand</translation>
    </message>
    <message>
        <source>closed</source>
        <translation>toegedekt</translation>
    </message>
    <message>
        <source>Click to go on</source>
        <translation>Klik om verder te gaan</translation>
    </message>
    <message>
        <source>No trick has been taken yet in this hand.</source>
        <translation>In dit spel is nog geen slag gehaald.</translation>
    </message>
    <message>
        <source>Last trick: {name} · L: back to this trick</source>
        <translation>Laatste slag: {name} · L: terug naar deze slag</translation>
    </message>
    <message>
        <source>Last trick: {name}</source>
        <translation>Laatste slag: {name}</translation>
    </message>
    <message>
        <source>Click a card to pick it; then press the Play button that appears, double-click it, or press Enter.</source>
        <translation>Klik een kaart aan om haar te kiezen; druk dan op de speelknop die verschijnt, dubbelklik op de kaart of druk op Enter.</translation>
    </message>
    <message>
        <source>Click</source>
        <translation>Klik</translation>
    </message>
    <message>
        <source>Ctrl+click</source>
        <translation>Ctrl+klik</translation>
    </message>
    <message numerus="yes">
        <source>{pick} %n card(s) of any suits to answer; then press the Play button that appears or press Enter.</source>
        <translation>
            <numerusform>{pick} op %n kaart van een willekeurige kleur om te antwoorden; druk dan op de speelknop die verschijnt of druk op Enter.</numerusform>
            <numerusform>{pick} op %n kaarten van willekeurige kleuren om te antwoorden; druk dan op de speelknop die verschijnt of druk op Enter.</numerusform>
        </translation>
    </message>
    <message>
        <source>Click a card to play it.</source>
        <translation>Klik op een kaart om die te spelen.</translation>
    </message>
    <message>
        <source>Double-click a card, drag it to the middle or press Enter to play it.</source>
        <translation>Speel een kaart door erop te dubbelklikken, haar naar het midden te slepen of op Enter te drukken.</translation>
    </message>
    <message>
        <source>Match over</source>
        <translation>Partij voorbij</translation>
    </message>
    <message>
        <source>Hand over</source>
        <translation>Spel voorbij</translation>
    </message>
    <message>
        <source>Show your special hand or pass</source>
        <translation>Toon je bijzondere hand of pas</translation>
    </message>
    <message>
        <source>{name}: show your special hand or pass</source>
        <translation>{name}: toon je bijzondere hand of pas</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Jij bent aan de beurt</translation>
    </message>
    <message>
        <source>{name} to play</source>
        <translation>{name} is aan de beurt</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation>{name} denkt na…</translation>
    </message>
    <message>
        <source>Click cards of one suit to pick them; then press the Play button that appears, double-click the last card, or press Enter.</source>
        <translation>Klik kaarten van één kleur aan om ze te kiezen; druk dan op de speelknop die verschijnt, dubbelklik op de laatste kaart of druk op Enter.</translation>
    </message>
    <message>
        <source>Ctrl+click cards of one suit to pick them; then press the Play button that appears, press Enter, or drag them to the middle.</source>
        <translation>Ctrl+klik op kaarten van één kleur om ze te kiezen; druk dan op de speelknop die verschijnt, druk op Enter of sleep ze naar het midden.</translation>
    </message>
    <message>
        <source>Close the stock?</source>
        <translation>Stapel toedekken?</translation>
    </message>
    <message>
        <source>Declare 31?</source>
        <translation>31 melden?</translation>
    </message>
    <message>
        <source>Claim 66?</source>
        <translation>Uitgaan met 66?</translation>
    </message>
    <message>
        <source>The match is drawn.</source>
        <translation>De partij eindigt gelijk.</translation>
    </message>
    <message>
        <source>You win the match!</source>
        <translation>Jij wint de partij!</translation>
    </message>
    <message>
        <source>{name} wins the match.</source>
        <translation>{name} wint de partij.</translation>
    </message>
    <message>
        <source>Hands played: {hands} · won: {first} {a}, {second} {b}</source>
        <translation>Gespeelde spellen: {hands} · gewonnen: {first} {a}, {second} {b}</translation>
    </message>
</context>
<context>
    <name>TopChoices</name>
    <message>
        <source>Top choices</source>
        <translation>Beste keuzes</translation>
    </message>
    <message>
        <source>Choice</source>
        <translation>Keuze</translation>
    </message>
    <message>
        <source>Chance to win the hand</source>
        <translation>Kans om het spel te winnen</translation>
    </message>
    <message>
        <source>Expected game points</source>
        <translation>Verwachte spelpunten</translation>
    </message>
    <message>
        <source>Expected pots</source>
        <translation>Verwachte potten</translation>
    </message>
    <message numerus="yes">
        <source>Figures from %n deal(s) the expert tried that fit what you have seen.</source>
        <translation>
            <numerusform>Cijfers uit %n deling die de expert heeft uitgeprobeerd en die past bij wat je hebt gezien.</numerusform>
            <numerusform>Cijfers uit %n delingen die de expert heeft uitgeprobeerd en die passen bij wat je hebt gezien.</numerusform>
        </translation>
    </message>
    <message>
        <source>No search was needed: this move is clear.</source>
        <translation>Zoeken was niet nodig: deze zet is duidelijk.</translation>
    </message>
</context>
<context>
    <name>WelcomeDialog</name>
    <message>
        <source>Welcome to cardtable</source>
        <translation>Welkom bij cardtable</translation>
    </message>
    <message>
        <source>&lt;b&gt;Which game would you like to play?&lt;/b&gt;</source>
        <translation>&lt;b&gt;Welk spel wil je spelen?&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Play a guided first hand</source>
        <translation>Speel een eerste spel met begeleiding</translation>
    </message>
    <message>
        <source>Just play</source>
        <translation>Gewoon spelen</translation>
    </message>
    <message>
        <source>&lt;b&gt;To play a card&lt;/b&gt;, click it. Or pick it with the arrow keys and press Enter, or drag it to the middle of the table. In Bura, click each card of a group, then press Play.</source>
        <translation>&lt;b&gt;Een kaart spelen&lt;/b&gt;: klik erop. Of kies haar met de pijltjestoetsen en druk op Enter, of sleep haar naar het midden van de tafel. In Bura klik je elke kaart van een groep aan en druk je daarna op de speelknop.</translation>
    </message>
    <message>
        <source>With one-click play off, a click only picks a card: double-click it, drag it or press Enter to play it.</source>
        <translation>Als spelen met één klik uit staat, kiest een klik alleen een kaart: dubbelklik erop, sleep haar of druk op Enter om haar te spelen.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Moves other than a card&lt;/b&gt; (a marriage, closing the stock, claiming 66, declaring 31 or a special hand) are buttons beside your hand; each has its key underlined.</source>
        <translation>&lt;b&gt;Zetten die geen kaart zijn&lt;/b&gt; (een huwelijk, toedekken, uitgaan met 66, 31 melden of een bijzondere hand) zijn knoppen naast je hand; bij elke knop is de toets onderstreept.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The rules&lt;/b&gt;: press F1 (Help ▸ Rules). With learner hints on (Game ▸ Preferences), a card you may not play is dimmed and names the rule that forbids it.</source>
        <translation>&lt;b&gt;De regels&lt;/b&gt;: druk op F1 (Help ▸ Regels). Met de leerhulp aan (Spel ▸ Voorkeuren) is een kaart die je niet mag spelen gedimd, en staat erbij welke regel haar verbiedt.</translation>
    </message>
    <message>
        <source>&lt;b&gt;A hint&lt;/b&gt;: press H or the Hint button, and the expert shows its move and says why.</source>
        <translation>&lt;b&gt;Een tip&lt;/b&gt;: druk op H of op de knop Tip, en de expert laat zijn zet zien en zegt waarom.</translation>
    </message>
    <message>
        <source>&lt;b&gt;After a hand&lt;/b&gt;, Game ▸ Review a hand… goes through it with the expert. Game ▸ Preferences ▸ Learning shows the cards already played, both players&apos; points, and why the computer played as it did.</source>
        <translation>&lt;b&gt;Na een spel&lt;/b&gt; neem je het met Spel ▸ Spel analyseren… samen met de expert door. Spel ▸ Voorkeuren ▸ Leren toont de kaarten die al gespeeld zijn, de punten van beide spelers en waarom de computer speelde zoals hij speelde.</translation>
    </message>
    <message>
        <source>You can read this again any time: Help ▸ How to play.</source>
        <translation>Je kunt dit altijd opnieuw lezen: Help ▸ Speluitleg.</translation>
    </message>
</context>
<context>
    <name>access</name>
    <message>
        <source>face-down card</source>
        <translation>gedekte kaart</translation>
    </message>
    <message>
        <source>playable</source>
        <translation>speelbaar</translation>
    </message>
    <message>
        <source>not playable: {why}</source>
        <translation>niet speelbaar: {why}</translation>
    </message>
    <message>
        <source>{n} cards</source>
        <translation>{n} kaarten</translation>
    </message>
    <message>
        <source>1 card</source>
        <translation>1 kaart</translation>
    </message>
    <message>
        <source>no cards</source>
        <translation>geen kaarten</translation>
    </message>
    <message>
        <source>{who}: {cards}</source>
        <extracomment>a play as heard: &quot;Computer: ace of hearts&quot;</extracomment>
        <translation>{who}: {cards}</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Jij bent aan de beurt</translation>
    </message>
    <message>
        <source>Card si&amp;ze</source>
        <translation>Kaartgr&amp;ootte</translation>
    </message>
    <message>
        <source>Hi&amp;gh contrast table and deck</source>
        <translation>Tafel en kaarten in hoog &amp;contrast</translation>
    </message>
</context>
<context>
    <name>app</name>
    <message>
        <source>Something went wrong ({kind}); details are in {log}.</source>
        <translation>Er ging iets mis ({kind}); details staan in {log}.</translation>
    </message>
    <message>
        <source>Something went wrong ({kind}); no log could be written.</source>
        <translation>Er ging iets mis ({kind}); er kon geen logboek worden geschreven.</translation>
    </message>
</context>
<context>
    <name>card-suit</name>
    <message>
        <source>clubs</source>
        <extracomment>A suit&apos;s word inside a card&apos;s name (a translation may need another form of it than alone: a genitive, an adjective&apos;s stem), in the context &quot;card-suit&quot; (&quot;tell-card-suit&quot;).</extracomment>
        <translation>klaver</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>ruiten</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>harten</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>schoppen</translation>
    </message>
</context>
<context>
    <name>cardindex</name>
    <message>
        <source>J</source>
        <comment>card index: jack</comment>
        <extracomment>one letter, must be one of: A B D H J K O Q R T U V А В Д К Т. The corner letter of the jack on French-suited cards in your country (German B for Bube); keep J if they say J.</extracomment>
        <translation>B</translation>
    </message>
    <message>
        <source>Q</source>
        <comment>card index: queen</comment>
        <extracomment>one letter, must be one of: A B D H J K O Q R T U V А В Д К Т. The corner letter of the queen on French-suited cards in your country (German D for Dame); keep Q if they say Q.</extracomment>
        <translation>V</translation>
    </message>
    <message>
        <source>K</source>
        <comment>card index: king</comment>
        <extracomment>one letter, must be one of: A B D H J K O Q R T U V А В Д К Т. The corner letter of the king on French-suited cards in your country (Dutch H for heer); keep K if they say K.</extracomment>
        <translation>H</translation>
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
        <translation>klaveren</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>ruiten</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>harten</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>schoppen</translation>
    </message>
    <message>
        <source>ace of {suit}</source>
        <extracomment>&quot;{rank} of {suit}&quot; in the card&apos;s own words (a Tell deck&apos;s names differ from the French deck&apos;s).</extracomment>
        <translation>{suit}aas</translation>
    </message>
    <message>
        <source>ten of {suit}</source>
        <translation>{suit}tien</translation>
    </message>
    <message>
        <source>king of {suit}</source>
        <translation>{suit}heer</translation>
    </message>
    <message>
        <source>queen of {suit}</source>
        <translation>{suit}vrouw</translation>
    </message>
    <message>
        <source>jack of {suit}</source>
        <translation>{suit}boer</translation>
    </message>
    <message>
        <source>nine of {suit}</source>
        <translation>{suit}negen</translation>
    </message>
    <message>
        <source>eight of {suit}</source>
        <translation>{suit}acht</translation>
    </message>
    <message>
        <source>seven of {suit}</source>
        <translation>{suit}zeven</translation>
    </message>
    <message>
        <source>six of {suit}</source>
        <translation>{suit}zes</translation>
    </message>
    <message>
        <source>king</source>
        <extracomment>Rank words inside refusals, per deck (D-2, D-3). Lower case like the card names: they stand inside a sentence (&quot;lead its king or queen&quot;).</extracomment>
        <translation>heer</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>vrouw</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>boer</translation>
    </message>
    <message>
        <source>ace</source>
        <translation>aas</translation>
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
        <translation>Boheemse Schneider</translation>
    </message>
</context>
<context>
    <name>guide</name>
    <message>
        <source>Lead the {card1}: the highest trump cannot be beaten (S-10), and once you have won a trick your marriages count (S-12).</source>
        <translation>Kom uit met de {card1}: de hoogste troef kan niet geslagen worden (S-10), en zodra je een slag hebt gehaald, tellen je huwelijken (S-12).</translation>
    </message>
    <message>
        <source>The computer could not beat it, so it gave its cheapest card, the {card1}. You took the trick and drew a card from the stock (S-11).</source>
        <translation>De computer kon haar niet slaan en speelde dus zijn goedkoopste kaart bij: de {card1}. Jij hebt de slag gehaald en een kaart van de stapel gekocht (S-11).</translation>
    </message>
    <message>
        <source>You hold the {card1} and the {card2}: announce the marriage with its button below your cards. It is worth 20 (S-12).</source>
        <translation>Je hebt de {card1} en de {card2}: meld het huwelijk met de knop onder je kaarten. Het is 20 waard (S-12).</translation>
    </message>
    <message>
        <source>Now lead the {card1} or the {card2}: a marriage is played with one of its cards (S-12).</source>
        <translation>Kom nu uit met de {card1} of de {card2}: na het melden speel je een van de twee kaarten van het huwelijk uit (S-12).</translation>
    </message>
    <message>
        <source>You drew the {card1}, the lowest trump: exchange it for the face-up {card2} (S-14). Then you hold the trump marriage.</source>
        <translation>Je hebt de {card1} gekocht, de laagste troef: ruil die voor de open {card2} (S-14). Dan heb je het troefhuwelijk.</translation>
    </message>
    <message>
        <source>Close the stock (S-15): nobody draws any more, and the computer must follow suit (S-17). Close only when you are sure of 66: with the trump marriage you are.</source>
        <translation>Dek de stapel toe (S-15): niemand koopt nog, en de computer moet kleur bekennen (S-17). Dek alleen toe als je zeker bent van 66: met het troefhuwelijk ben je dat.</translation>
    </message>
    <message>
        <source>Announce the trump marriage: it is worth 40 (S-12), which makes 79 points.</source>
        <translation>Meld het troefhuwelijk: het is 40 waard (S-12), en zo kom je op 79 punten.</translation>
    </message>
    <message>
        <source>Claim 66 with its button (S-19): you have 79. The computer has no trick, so you win 3 game points (S-22).</source>
        <translation>Ga uit met 66 met de knop daarvoor (S-19): je hebt 79. De computer heeft geen slag, dus je wint 3 spelpunten (S-22).</translation>
    </message>
    <message>
        <source>Well done: that is Schnapsen. Play on as you like; press H for a hint at any time.</source>
        <translation>Goed gedaan: dat is Schnapsen. Speel verder zoals je wilt; druk op H als je een tip wilt.</translation>
    </message>
    <message>
        <source>In Bura you may lead two or three cards of one suit (B-5). Pick the {card1} and the {card2}, then play them together.</source>
        <translation>In Bura mag je met twee of drie kaarten van één kleur uitkomen (B-5). Kies de {card1} en de {card2} en speel ze samen uit.</translation>
    </message>
    <message>
        <source>Lead the {card1} alone: nothing beats the highest trump (B-7).</source>
        <translation>Kom alleen met de {card1} uit: niets slaat de hoogste troef (B-7).</translation>
    </message>
    <message>
        <source>The computer gave the {card1} rather than waste a good card, and you took the trick: you have 39 points now.</source>
        <translation>De computer speelde de {card1} bij in plaats van een goede kaart te verspillen, en jij hebt de slag gehaald: je hebt nu 39 punten.</translation>
    </message>
    <message>
        <source>To take a group, the answer must beat each of its cards (B-8). The computer could not and gave the {card1} and the {card2}: the trick is yours, and you have 21 points.</source>
        <translation>Om een groep te halen, moet het antwoord elke kaart ervan slaan (B-8). De computer kon dat niet en speelde de {card1} en de {card2} bij: de slag is voor jou, en je hebt 21 punten.</translation>
    </message>
    <message>
        <source>The computer gave the {card1}, worth nothing, and the trick is yours: 32 points, but only a declaration wins (B-17).</source>
        <translation>De computer speelde de {card1} bij, die niets waard is, en de slag is voor jou: 32 punten, maar je wint alleen door te melden (B-17).</translation>
    </message>
    <message>
        <source>Declare 31 with its button: with 31 or more you win the pot (B-18). Declaring with less would double the pot at your cost.</source>
        <translation>Meld 31 met de knop daarvoor: met 31 of meer win je de pot (B-18). Meld je met minder, dan verdubbel je de pot op eigen kosten.</translation>
    </message>
    <message>
        <source>Well done: that is Bura. Keep count of your points as you play; press H for a hint at any time.</source>
        <translation>Goed gedaan: dat is Bura. Tel je punten mee terwijl je speelt; druk op H als je een tip wilt.</translation>
    </message>
    <message>
        <source>Schneider has no trumps and no duty to follow suit (H-4). Lead the {card1}: an answer wins only with a higher card of the suit led (H-5), and none is higher.</source>
        <translation>Schneider kent geen troef en je hoeft geen kleur te bekennen (H-4). Kom uit met de {card1}: een antwoord wint alleen met een hogere kaart van de gevraagde kleur (H-5), en die is er niet.</translation>
    </message>
    <message>
        <source>The computer gave the {card1}, no honour. Your trick holds one honour (H-2).</source>
        <translation>De computer speelde de {card1} bij, geen honneur. Jouw slag bevat één honneur (H-2).</translation>
    </message>
    <message>
        <source>Lead the {card1}: it is no honour, so if the computer takes the trick, it gains nothing from you.</source>
        <translation>Kom uit met de {card1}: dat is geen honneur, dus als de computer de slag haalt, krijgt hij niets van jou.</translation>
    </message>
    <message>
        <source>The computer took it with the {card1}: one honour for it, none from you.</source>
        <translation>De computer haalde de slag met de {card1}: één honneur voor hem, geen enkele van jou.</translation>
    </message>
    <message>
        <source>Answer with the {card1}: it beats the {card2} in its own suit (H-5) and takes two honours.</source>
        <translation>Antwoord met de {card1}: die slaat de {card2} in haar eigen kleur (H-5) en haalt twee honneurs binnen.</translation>
    </message>
    <message>
        <source>Well done. Whoever takes 11 of the 20 honours wins (H-8). Play the hand out; press H for a hint at any time.</source>
        <translation>Goed gedaan. Wie 11 van de 20 honneurs haalt, wint (H-8). Speel het spel uit; druk op H als je een tip wilt.</translation>
    </message>
    <message>
        <source>Lesson, step {n} of {total}: {words}</source>
        <translation>Les, stap {n} van {total}: {words}</translation>
    </message>
    <message>
        <source>Not this move: the lesson asks for another. {words}</source>
        <translation>Niet deze zet: de les vraagt om een andere. {words}</translation>
    </message>
</context>
<context>
    <name>notices</name>
    <message>
        <source>Your settings file could not be read ({reason}); the defaults are used.{kept}</source>
        <extracomment>What a player reads when something goes wrong here (worded in his language by the table).</extracomment>
        <translation>Je instellingenbestand kon niet worden gelezen ({reason}); de standaardinstellingen gelden.{kept}</translation>
    </message>
    <message>
        <source>it is not text</source>
        <extracomment>Why a settings file could not be read, in a player&apos;s words (the ``reason`` above).</extracomment>
        <translation>het is geen tekst</translation>
    </message>
    <message>
        <source>it is not a settings file</source>
        <translation>het is geen instellingenbestand</translation>
    </message>
    <message>
        <source>it cannot be opened</source>
        <translation>het kan niet worden geopend</translation>
    </message>
    <message>
        <source>it is not a file (a device or a pipe)</source>
        <translation>het is geen bestand (een apparaat of een pipe)</translation>
    </message>
    <message>
        <source>it is too large</source>
        <translation>het is te groot</translation>
    </message>
    <message>
        <source>Your settings folder {folder} cannot be used ({reason}); the defaults are used and changes will not be saved.</source>
        <extracomment>The settings folder cannot be used at all (no permission, a file where the folder should be).</extracomment>
        <translation>Je instellingenmap {folder} kan niet worden gebruikt ({reason}); de standaardinstellingen gelden en wijzigingen worden niet opgeslagen.</translation>
    </message>
    <message>
        <source>permission denied</source>
        <translation>geen toestemming</translation>
    </message>
    <message>
        <source>a file stands where a folder should be</source>
        <translation>er staat een bestand waar een map hoort</translation>
    </message>
    <message>
        <source>it is a link that points back to itself</source>
        <translation>het is een koppeling die naar zichzelf verwijst</translation>
    </message>
    <message>
        <source>Some saved settings were not valid and were reset: {names}.</source>
        <translation>Sommige opgeslagen instellingen waren ongeldig en zijn teruggezet: {names}.</translation>
    </message>
    <message>
        <source>Some saved settings are unknown to this version or not valid and were left out: {names}. The file as it was is kept as {name}.</source>
        <extracomment>The same, when the file as it was (perhaps from a newer version) is kept beside the new one.</extracomment>
        <translation>Sommige opgeslagen instellingen kent deze versie niet of ze zijn ongeldig; ze zijn weggelaten: {names}. Het bestand zoals het was, is bewaard als {name}.</translation>
    </message>
    <message>
        <source>the game</source>
        <extracomment>How a setting is named to a player when its saved value is left out (not by its field name).</extracomment>
        <translation>het spel</translation>
    </message>
    <message>
        <source>the rules presets</source>
        <translation>de regelsets</translation>
    </message>
    <message>
        <source>the rule toggles</source>
        <translation>de regelvarianten</translation>
    </message>
    <message>
        <source>the deck</source>
        <translation>het kaartspel</translation>
    </message>
    <message>
        <source>the card back</source>
        <translation>de kaartrug</translation>
    </message>
    <message>
        <source>the opponent</source>
        <translation>de tegenstander</translation>
    </message>
    <message>
        <source>the animation speed</source>
        <translation>de animatiesnelheid</translation>
    </message>
    <message>
        <source>sound</source>
        <translation>geluid</translation>
    </message>
    <message>
        <source>auto-claim</source>
        <translation>automatisch uitgaan</translation>
    </message>
    <message>
        <source>learner hints</source>
        <translation>leerhulp</translation>
    </message>
    <message>
        <source>undo</source>
        <translation>terugnemen</translation>
    </message>
    <message>
        <source>asking before closing the stock</source>
        <translation>vragen voor het toedekken van de stapel</translation>
    </message>
    <message>
        <source>the theme</source>
        <translation>het thema</translation>
    </message>
    <message>
        <source>the cloth</source>
        <translation>het laken</translation>
    </message>
    <message>
        <source>the card size</source>
        <translation>de kaartgrootte</translation>
    </message>
    <message>
        <source>high contrast</source>
        <translation>hoog contrast</translation>
    </message>
    <message>
        <source>how long a finished trick stays</source>
        <translation>hoe lang een afgelopen slag blijft liggen</translation>
    </message>
    <message>
        <source>one-click play</source>
        <translation>met één klik spelen</translation>
    </message>
    <message>
        <source>the Bura match length</source>
        <translation>de lengte van een Bura-partij</translation>
    </message>
    <message>
        <source>hot-seat special hands</source>
        <translation>bijzondere handen met twee aan één apparaat</translation>
    </message>
    <message>
        <source>the hot-seat names</source>
        <translation>de namen van de spelers aan één apparaat</translation>
    </message>
    <message>
        <source>the language</source>
        <translation>de taal</translation>
    </message>
    <message>
        <source>the window&apos;s size and place</source>
        <translation>de grootte en plaats van het venster</translation>
    </message>
    <message>
        <source>the welcome</source>
        <translation>het welkomstscherm</translation>
    </message>
    <message>
        <source>showing the cards played</source>
        <translation>gespeelde kaarten tonen</translation>
    </message>
    <message>
        <source>showing both players&apos; points</source>
        <translation>punten van beide spelers tonen</translation>
    </message>
    <message>
        <source>the Hint button</source>
        <translation>de knop Tip</translation>
    </message>
    <message>
        <source>explaining the computer&apos;s play</source>
        <translation>zetten van de computer uitleggen</translation>
    </message>
    <message>
        <source>the rules preset of {game}</source>
        <extracomment>A game&apos;s saved rules, named with the game&apos;s (and the rule&apos;s) title.</extracomment>
        <translation>de regelset van {game}</translation>
    </message>
    <message>
        <source>the {game} rule “{rule}”</source>
        <translation>de regel „{rule}” van {game}</translation>
    </message>
    <message>
        <source>the rules of {game}</source>
        <translation>de regels van {game}</translation>
    </message>
    <message>
        <source>“{key}”</source>
        <extracomment>A key this version does not know (a newer version&apos;s), named as it is written in the file.</extracomment>
        <translation>„{key}”</translation>
    </message>
    <message>
        <source> It was kept as {name}.</source>
        <translation> Het is bewaard als {name}.</translation>
    </message>
    <message>
        <source>The saved game names a seat that does not exist.</source>
        <extracomment>What a player reads when something goes wrong here (worded in his language by the table).</extracomment>
        <translation>Het opgeslagen spel noemt een plaats die niet bestaat.</translation>
    </message>
    <message>
        <source>The saved game&apos;s rules are not valid: {why}</source>
        <translation>De regels van het opgeslagen spel zijn ongeldig: {why}</translation>
    </message>
    <message>
        <source>Move {number} of the saved game ({action}) is not legal: {why}</source>
        <translation>Zet {number} van het opgeslagen spel ({action}) is niet toegestaan: {why}</translation>
    </message>
    <message>
        <source>The game could not be saved to {path}: {why}.</source>
        <translation>Het spel kon niet worden opgeslagen in {path}: {why}.</translation>
    </message>
    <message>
        <source>{name} is a folder, not a saved game.</source>
        <translation>{name} is een map, geen opgeslagen spel.</translation>
    </message>
    <message>
        <source>{name} is not a file (a device or a pipe), not a saved game.</source>
        <translation>{name} is geen bestand (een apparaat of een pipe), geen opgeslagen spel.</translation>
    </message>
    <message>
        <source>{name} is too large to be a saved game ({kb} KB).</source>
        <translation>{name} is te groot voor een opgeslagen spel ({kb} KB).</translation>
    </message>
    <message>
        <source>{name} could not be read: {why}.</source>
        <translation>{name} kon niet worden gelezen: {why}.</translation>
    </message>
    <message>
        <source>{name} is empty.</source>
        <translation>{name} is leeg.</translation>
    </message>
    <message>
        <source>{name} is damaged or not a saved game (it is not readable JSON; perhaps it was cut short).</source>
        <translation>{name} is beschadigd of geen opgeslagen spel (geen leesbare JSON; misschien is het bestand onvolledig).</translation>
    </message>
    <message>
        <source>{name} is not a cardtable saved game.</source>
        <translation>{name} is geen opgeslagen cardtable-spel.</translation>
    </message>
    <message>
        <source>{name} was saved by a newer cardtable (format {version}); this version reads format {ours} and older.</source>
        <translation>{name} is opgeslagen door een nieuwere cardtable (formaat {version}); deze versie leest formaat {ours} en ouder.</translation>
    </message>
    <message>
        <source>{name} is not a valid saved game ({where}: {why}).</source>
        <translation>{name} is geen geldig opgeslagen spel ({where}: {why}).</translation>
    </message>
    <message>
        <source>{name} is not a valid saved game (its format version is not one this version knows).</source>
        <translation>{name} is geen geldig opgeslagen spel (deze versie kent de formaatversie ervan niet).</translation>
    </message>
    <message>
        <source>The game could not be saved ({where}: {why}).</source>
        <translation>Het spel kon niet worden opgeslagen ({where}: {why}).</translation>
    </message>
    <message>
        <source>The game could not be saved to {path}: it is too long ({kb} KB).</source>
        <translation>Het spel kon niet worden opgeslagen in {path}: het is te lang ({kb} KB).</translation>
    </message>
    <message>
        <source>Your unfinished game was kept as {name}; Game ▸ Open plays it on.</source>
        <translation>Je onafgemaakte partij is bewaard als {name}; met Spel ▸ Openen speel je haar verder.</translation>
    </message>
    <message>
        <source>The autosaved game could not be resumed: {why}{kept}</source>
        <translation>Het automatisch opgeslagen spel kon niet worden hervat: {why}{kept}</translation>
    </message>
    <message>
        <source>A guided first hand cannot be saved; Help ▸ Guided first hand starts it again.</source>
        <extracomment>A guided first hand (issue 43) is dealt by its lesson, not by the match&apos;s seed: it would replay another deal.</extracomment>
        <translation>Een eerste spel met begeleiding kan niet worden opgeslagen; Help ▸ Eerste spel met begeleiding begint het opnieuw.</translation>
    </message>
    <message>
        <source> The old file was kept as {name}.</source>
        <extracomment>What a player reads when something goes wrong here (worded in his language by the table).</extracomment>
        <translation> Het oude bestand is bewaard als {name}.</translation>
    </message>
    <message>
        <source>The statistics could not be read ({problem}) and were started anew.{kept}</source>
        <translation>De statistieken konden niet worden gelezen ({problem}) en beginnen opnieuw bij nul.{kept}</translation>
    </message>
    <message>
        <source>Statistics cannot be kept: {why}.{kept}</source>
        <translation>Statistieken kunnen niet worden bijgehouden: {why}.{kept}</translation>
    </message>
    <message>
        <source>The statistics cannot be used now ({why}): the trouble is beside their file, at {name}, not in it. The file was left as it is; nothing is recorded in this run.</source>
        <translation>De statistieken kunnen nu niet worden gebruikt ({why}): het probleem zit naast het bestand, bij {name}, niet erin. Het bestand is gelaten zoals het was; in deze sessie wordt niets vastgelegd.</translation>
    </message>
    <message>
        <source>The statistics were not reset: another program is using them. Try again once it lets them go.</source>
        <translation>De statistieken zijn niet gewist: een ander programma gebruikt ze. Probeer het opnieuw zodra dat programma ze vrijgeeft.</translation>
    </message>
    <message>
        <source>The statistics were written by a newer cardtable (schema {version}); they are left as they are and nothing is recorded.</source>
        <translation>De statistieken zijn geschreven door een nieuwere cardtable (schema {version}); ze blijven zoals ze zijn en er wordt niets bijgehouden.</translation>
    </message>
    <message>
        <source>Statistics could not be saved: {why}.</source>
        <translation>De statistieken konden niet worden opgeslagen: {why}.</translation>
    </message>
    <message>
        <source>Statistics could not be reset: {why}.</source>
        <translation>De statistieken konden niet worden gewist: {why}.</translation>
    </message>
    <message>
        <source>Statistics could not be read: {why}.</source>
        <translation>De statistieken konden niet worden gelezen: {why}.</translation>
    </message>
    <message>
        <source>The statistics are in use by another program; the hands of this run are recorded once it lets them go.</source>
        <translation>De statistieken zijn in gebruik bij een ander programma; de spellen van deze sessie worden vastgelegd zodra dat programma ze vrijgeeft.</translation>
    </message>
    <message>
        <source>the table could not show it (the error log has the details)</source>
        <extracomment>Why a saved match could not be shown (an error the table met; the log has the details).</extracomment>
        <translation>de tafel kon het niet tonen (de details staan in het foutenlogboek)</translation>
    </message>
    <message>
        <source>{name} could not be opened: {why}.</source>
        <translation>{name} kon niet worden geopend: {why}.</translation>
    </message>
</context>
<context>
    <name>refusal</name>
    <message>
        <source>play one card at a time</source>
        <translation>speel één kaart tegelijk</translation>
    </message>
    <message>
        <source>you do not hold {cards}</source>
        <translation>je hebt {cards} niet in de hand</translation>
    </message>
    <message>
        <source>after announcing a marriage you must lead its {King} or {Queen} ({suit})</source>
        <translation>na het melden van een huwelijk moet je er de {King} of de {Queen} van uitspelen ({suit})</translation>
    </message>
    <message>
        <source>you must follow suit ({suit})</source>
        <translation>je moet kleur bekennen ({suit})</translation>
    </message>
    <message>
        <source>you must head the trick: play a higher card of the suit led ({suit})</source>
        <translation>je moet overnemen: een hogere kaart van de gevraagde kleur spelen ({suit})</translation>
    </message>
    <message>
        <source>you cannot follow suit, so you must trump ({suit})</source>
        <translation>je kunt geen kleur bekennen, dus je moet troeven ({suit})</translation>
    </message>
    <message>
        <source>a marriage is announced only when you lead, before leading</source>
        <translation>een huwelijk meld je alleen als je uitkomt, vóór het uitspelen</translation>
    </message>
    <message>
        <source>you need the {King} and the {Queen} of {suit} to announce a marriage</source>
        <translation>voor een huwelijk heb je de {King} en de {Queen} van {suit} nodig</translation>
    </message>
    <message>
        <source>announce a marriage before leading</source>
        <translation>meld het huwelijk vóór het uitspelen</translation>
    </message>
    <message>
        <source>exchange before announcing a marriage (exchange, close, marriage, lead)</source>
        <translation>eerst ruilen, dan een huwelijk melden (ruilen, toedekken, huwelijk, uitspelen)</translation>
    </message>
    <message>
        <source>you may exchange the trump card only on your turn to lead, before leading</source>
        <translation>je mag de troefkaart alleen ruilen als je uitkomt, vóór het uitspelen</translation>
    </message>
    <message>
        <source>the trump card no longer lies face up (stock closed or drawn)</source>
        <translation>de troefkaart ligt niet meer open (stapel toegedekt of op)</translation>
    </message>
    <message>
        <source>you need the trump {Jack} to exchange the trump card</source>
        <translation>om de troefkaart te ruilen heb je de {Jack} van troef nodig</translation>
    </message>
    <message>
        <source>you need the trump {n} to exchange the trump card</source>
        <translation>om de troefkaart te ruilen heb je de {n} van troef nodig</translation>
    </message>
    <message>
        <source>close before announcing a marriage (exchange, close, marriage, lead)</source>
        <translation>eerst toedekken, dan een huwelijk melden (ruilen, toedekken, huwelijk, uitspelen)</translation>
    </message>
    <message>
        <source>you may close the stock only on your turn to lead, before leading</source>
        <translation>je mag de stapel alleen toedekken als je uitkomt, vóór het uitspelen</translation>
    </message>
    <message>
        <source>the stock is already closed</source>
        <translation>de stapel is al toegedekt</translation>
    </message>
    <message>
        <source>the stock must be open and hold a face-down card besides the trump card</source>
        <translation>de stapel moet open zijn en naast de troefkaart nog een gedekte kaart hebben</translation>
    </message>
    <message>
        <source>you may close the stock only on your turn to lead, before leading, while it is open and holds a face-down card besides the trump card</source>
        <translation>je mag de stapel alleen toedekken als je uitkomt, vóór het uitspelen, zolang hij open is en naast de troefkaart nog een gedekte kaart heeft</translation>
    </message>
    <message>
        <source>drop the lowest trump ({cards}) on the trump card to exchange it</source>
        <translation>leg om te ruilen de laagste troef ({cards}) op de troefkaart</translation>
    </message>
    <message>
        <source>the trump card is drawn last; Bura has no exchange.</source>
        <extracomment>The table&apos;s own refusals (the engine&apos;s are listed, generated, in ``engine_words.py``), each with the rule that decides it (&quot;&quot; when none does: the table is not ready for a move).</extracomment>
        <translation>de troefkaart wordt als laatste gekocht; Bura kent geen troefruil.</translation>
    </message>
    <message>
        <source>you may not lead more cards than your opponent holds</source>
        <translation>je mag niet meer kaarten uitspelen dan je tegenstander heeft</translation>
    </message>
    <message>
        <source>lead one card, or two or three cards of one suit</source>
        <translation>speel één kaart uit, of twee of drie kaarten van één kleur</translation>
    </message>
    <message>
        <source>the cards are played out; declare 31 or pass</source>
        <translation>de kaarten zijn op; meld 31 of pas</translation>
    </message>
    <message>
        <source>first declare your special hand or pass</source>
        <translation>toon eerst je bijzondere hand of pas</translation>
    </message>
    <message>
        <source>you hold no special hand</source>
        <translation>je hebt geen bijzondere hand</translation>
    </message>
    <message>
        <source>your hand is {held}, not {special}</source>
        <translation>je hebt {held}, niet {special}</translation>
    </message>
    <message>
        <source>three aces or molodka change nothing for the player who leads</source>
        <translation>drie azen of molodka veranderen niets voor wie uitkomt</translation>
    </message>
    <message>
        <source>only an equal or higher special hand answers the one declared</source>
        <translation>alleen een gelijke of hogere bijzondere hand antwoordt op de getoonde</translation>
    </message>
    <message>
        <source>no declaration now</source>
        <translation>er valt nu niets te melden</translation>
    </message>
    <message>
        <source>it is your lead</source>
        <translation>jij komt uit</translation>
    </message>
    <message>
        <source>you must answer the cards led</source>
        <translation>je moet antwoorden op de uitgespeelde kaarten</translation>
    </message>
    <message>
        <source>nothing to pass now</source>
        <translation>er valt nu niets te passen</translation>
    </message>
    <message>
        <source>the Bura settles the pot; show your Bura or pass</source>
        <translation>de Bura beslist over de pot; toon je Bura of pas</translation>
    </message>
    <message>
        <source>the hand is over</source>
        <translation>het spel is voorbij</translation>
    </message>
    <message>
        <source>the match is over</source>
        <translation>de partij is voorbij</translation>
    </message>
    <message>
        <source>Schnapsen has no {kind}</source>
        <translation>Schnapsen kent geen {kind}</translation>
    </message>
    <message>
        <source>Bura has no {kind}</source>
        <translation>Bura kent geen {kind}</translation>
    </message>
    <message>
        <source>Schneider has no {kind}; play a card</source>
        <translation>Schneider kent geen {kind}; speel een kaart</translation>
    </message>
    <message>
        <source>The match is over: start a new game.</source>
        <translation>De partij is voorbij: begin een nieuwe.</translation>
    </message>
    <message>
        <source>The hand is over: continue to the next deal.</source>
        <translation>Het spel is voorbij: ga door naar de volgende deling.</translation>
    </message>
    <message>
        <source>Please wait: it is not your turn.</source>
        <translation>Even wachten: je bent niet aan de beurt.</translation>
    </message>
</context>
<context>
    <name>reviewwords</name>
    <message>
        <source>Trump card (stock: {n})</source>
        <translation>Troefkaart (stapel: {n})</translation>
    </message>
    <message>
        <source>The hand ended in this trick.</source>
        <translation>Het spel eindigde in deze slag.</translation>
    </message>
    <message>
        <source>{name} took the trick.</source>
        <translation>{name} haalde de slag.</translation>
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

Twee spelers, 20 kaarten: aas, tien, heer, vrouw en boer van elke kleur. De **voorhand** is de
speler die niet deelt; hij komt als eerste uit. Het doel van een spel is **66** punten te halen en
daarmee uit te gaan; met de gewonnen spelpunten tel je een **Bummerl** af vanaf 7.

## Kaarten en punten
- **S-1** Binnen een kleur is de volgorde A, 10, H, V, B. Punten: aas 11, tien 10, heer 4, vrouw 3,
  boer 2: samen 120, huwelijken niet meegeteld.

## De partij (Bummerl)
- **S-2** Elke speler begint op 7 en telt af: de spelpunten die hij wint, gaan van zijn stand af.
  Wie als eerste 0 (of minder) bereikt, wint de Bummerl; de verliezer krijgt een Bummerl-streep (●).
- **S-3** Aan het begin van een partij trekt elke speler een kaart; wie de laagste kaart trekt,
  deelt (bij gelijke kaarten wordt opnieuw getrokken). Daarna wisselt het delen elk spel, ook over
  de Bummerls heen.
- **S-4** *Schneiderbummerl* (variant): wie een Bummerl verliest zonder er ook maar één spelpunt in
  te hebben gehaald, krijgt twee strepen (●●); de scorelijst schrijft de strepen van elke Bummerl
  apart („●, ●●”).
- **S-5** *Reeks*: één Bummerl, of een reeks van 2 of 3 Bummerls, gewonnen door wie er de meeste
  wint. Een reeks van 3 stopt zodra een speler er 2 heeft gewonnen; een reeks van 2 kan op 1–1
  eindigen, onbeslist.
- **S-6** *Bummerl om inzet* (variant): elke Bummerl wordt gespeeld om een inzet die de verliezer
  betaalt: drie keer zoveel als hij in de hele Bummerl geen slag won, anders twee keer zoveel als
  hij er geen spelpunt in haalde. (Schneider en Schwarz slaan hier op de hele Bummerl, niet op één
  spel zoals in S-22.)

## Delen
- **S-7** Drie kaarten voor de voorhand, drie voor de deler, en de volgende kaart wordt opengelegd:
  die kleur is **troef**. Daarna krijgt ieder er nog twee. De overige negen kaarten vormen de
  stapel, gedekt en dwars over de troefkaart, die zichtbaar blijft en als laatste wordt gekocht.
- **S-8** De voorhand komt uit in de eerste slag.

## Zolang de stapel open is
- **S-9** Speel een willekeurige kaart uit; het antwoord mag elke kaart zijn: je hoeft geen kleur te
  bekennen en niet te troeven.
- **S-10** Troef slaat elke kaart van een andere kleur, en de hoogste troef wint; zonder troef wint
  de hoogste kaart van de uitgespeelde kleur. Een antwoord dat niet hoger bekent en ook niet troeft,
  verliest: wie uitkwam, wint de slag.
- **S-11** De winnaar van de slag koopt de bovenste kaart van de stapel, daarna koopt de ander;
  beiden hebben weer vijf kaarten (zes bij Schnapsen met zevens). De winnaar van de slag komt daarna
  uit. De open troefkaart wordt als laatste gekocht, door de verliezer van de slag waarmee de stapel
  opraakt.
- **S-12** Heb je de heer en de vrouw van een kleur, dan mag je een **huwelijk** melden als je aan
  de beurt bent om uit te komen, en dan moet je de heer of de vrouw uitspelen: 40 in troef, 20 in
  een andere kleur. De punten tellen pas als je in dat spel een slag hebt gewonnen; tot dan staan ze
  in de wacht, en ze tellen zodra je er een wint. Je mag meerdere huwelijken per spel melden, zowel
  zolang de stapel open is als nadat hij is toegedekt of op is.
- **S-13** Een huwelijk dat de voorhand bij zijn eerste uitkomst meldt, wacht ook op een gewonnen
  slag.
  *Bummerl met 40* (variant): een huwelijk in **troef** dat de voorhand bij zijn eerste uitkomst
  meldt, telt meteen, niet pas na zijn eerste slag. Het is een gewoonte die geen uitslag verandert:
  zonder slag haalt hij geen 66 en ontsnapt hij niet aan Schwarz (S-22), en met zijn eerste slag zou
  de 40 toch meetellen.
- **S-14** Wie de laagste troef heeft (de troefboer; de troefzeven bij Schnapsen met zevens), mag
  die, als hij aan de beurt is om uit te komen en vóór het uitspelen, ruilen tegen de open
  troefkaart, zolang de stapel open is en de troefkaart nog open ligt — ook bij de allereerste
  uitkomst van de voorhand.
  **Eén beurt, in deze volgorde:** ruilen, dan toedekken, dan een huwelijk melden, dan uitspelen;
  uitgaan (S-19) mag op elk moment daarvan.
- **S-15** Als je aan de beurt bent om uit te komen, mag je vóór het uitspelen de stapel
  **toedekken** (sluiten), zolang hij open is en naast de troefkaart nog minstens één gedekte kaart
  bevat. De troefkaart wordt omgedraaid en ligt dan gedekt; de troefkleur blijft dezelfde. Vanaf dat
  moment koopt niemand meer en geldt S-17 meteen. Je hebt op je genomen om 66 te halen (S-21).

## Als de stapel toegedekt of op is
- **S-16** Er wordt niet meer gekocht; het spel wordt uitgespeeld met de kaarten die je in de hand
  hebt (vijf slagen, zes bij Schnapsen met zevens, als de stapel opraakte; zoveel als je in de hand
  had toen hij werd toegedekt).
- **S-17** Het antwoord moet kleur bekennen als dat kan; kan dat niet, dan moet het troeven als dat
  kan; pas als geen van beide kan, mag het elke kaart zijn. Je hoeft de uitgespeelde kaart niet te
  slaan.
  *Overnemen verplicht* (variant; de gebruikelijke Oostenrijkse toernooiregel): als je kleur bekent,
  moet je een hogere kaart van die kleur spelen als je die hebt (op een uitgespeelde troef moet je
  dus overtroeven); heb je geen hogere, dan beken je toch met een lagere en troef je nooit in plaats
  daarvan.

## Uitgaan met 66 (Ausmachen)
- **S-18** Je score is het totaal van de punten in de slagen die je hebt gewonnen plus de huwelijken
  die tellen (S-12).
- **S-19** Op elk van je eigen beurten — vóór het uitkomen, na het melden van een huwelijk en vóór
  het spelen van de kaart ervan, of vóór het antwoorden — mag je **uitgaan**: je meldt dat je score
  66 heeft bereikt. Het spel stopt en er wordt nageteld. Klopt het, dan win je het spel, geteld
  volgens S-22 — maar had je tegenstander de stapel toegedekt, dan is dat toedekken mislukt (S-21)
  en krijg je wat S-21 zegt. Klopt het niet, dan krijgt je tegenstander 2 spelpunten en is het spel
  voorbij — maar had jij de stapel toegedekt, dan is ten onrechte uitgaan een mislukt toedekken
  (S-21).
  *Voorbeeld:* je hebt 58 en gaat uit: dat is ten onrechte, je tegenstander krijgt 2 spelpunten.
- **S-20** *Automatisch uitgaan* (menu Beeld; een spelersinstelling, geen regel, standaard uit omdat
  tellen bij het spel hoort; wie het spel leert, zet het samen met de leerhulp aan): het programma
  gaat voor je uit op het eerste moment dat het klopt. De computer gaat altijd uit zodra hij kan.
- **S-21** Wie de stapel heeft toegedekt, moet 66 halen. Dat mislukt als zijn tegenstander eerder
  terecht uitgaat, als hij zelf ten onrechte uitgaat, of als de laatste slag gespeeld is en hij
  minder dan 66 heeft (tenzij „Alle slagen in fase 2” aanstaat en hij na het toedekken alle slagen
  heeft gehaald, S-25).
  Mislukt het, dan krijgt zijn tegenstander 2 spelpunten, hoe de punten ook staan. Staat „Alle
  slagen in fase 2” aan en haalt de tegenstander na het toedekken alle slagen, dan krijgt hij er 3
  (S-25). Wie heeft toegedekt en na de laatste slag 66 of meer heeft, wint het spel, geteld volgens
  S-22. Gaat de *tegenstander* van wie toedekte ten onrechte uit, dan is dat gewoon ten onrechte
  uitgaan (S-19).
  *Straf 3 bij toedekken tegen een slagloze tegenstander* (variant): had de tegenstander nog geen
  slag toen de stapel werd toegedekt, dan krijgt hij 3 in plaats van 2.
  *Voorbeeld:* je dekt toe met 40 punten. Haalt je tegenstander daarna als eerste 66 en gaat hij
  uit, dan krijgt hij 2 spelpunten. Haal jij 70 en ga je uit, dan win je het spel en bepalen de
  punten van je tegenstander hoeveel je krijgt (S-22). Ga je uit met 60, of heb je na de laatste
  slag 60, dan krijgt je tegenstander 2.

## Spelpunten
- **S-22** De winnaar van een spel (door terecht uit te gaan, door S-21 of door S-24) krijgt:
  1 spelpunt als de verliezer 33 tot 65 punten heeft (zijn score, S-18, getelde huwelijken
  inbegrepen);
  2 als de verliezer een slag heeft gewonnen maar hoogstens 32 punten heeft (**Schneider**);
  3 als de verliezer geen slag heeft gewonnen (**Schwarz**), ongeacht zijn huwelijken.
  Een verliezer die 66 haalde zonder uit te gaan, telt als 33 tot 65. Bij Schnapsen met zevens is
  een slag met twee zevens 0 punten waard, maar telt hij wel als slag.
  *Tellen bij toedekken* (variant): wint wie heeft toegedekt, dan beslissen de punten en slagen van
  de verliezer op het moment van toedekken over Schneider en Schwarz.
  *Voorbeeld:* je gaat uit met 70 terwijl je tegenstander 30 punten en één slag heeft: Schneider, 2
  spelpunten.
- **S-23** Straffen kijken niet naar de stand: ten onrechte uitgaan geeft de tegenstander 2
  spelpunten (S-19), en mislukt toedekken ook (S-21).
- **S-24** Is niemand uitgegaan als de laatste slag gespeeld is, en was de stapel niet toegedekt,
  dan wint de speler met de hoogste score het spel, ook onder de 66, geteld volgens S-22; bij
  gelijke score wint wie de laatste slag haalde. Was de stapel toegedekt, dan beslist S-21.
  *Laatste slag wint* (variant): wie de laatste slag haalt, wint het spel, hoe de punten ook staan.
- **S-25** *Alle slagen in fase 2* (variant, standaard aan): wordt het spel tot de laatste slag
  gespeeld zonder dat iemand uitging, en haalde één speler alle slagen die na het toedekken of
  opraken van de stapel werden uitgespeeld, dan wint hij het spel met 3 spelpunten. Dit gaat vóór
  S-21 en S-24.
- **S-26** De samenvatting aan het eind van het spel noemt de winnaar, de spelpunten en de reden; de
  tooltip ervan noemt de regel die de doorslag gaf.

## Varianten
- **S-27** *Schnapsen met zevens* (Siebener-Schnapsen; variant): 24 kaarten, met de zevens erbij (A,
  10, H, V, B, 7; de 7 is 0 waard), handen van zes kaarten. Delen: drie voor de voorhand, drie voor
  de deler, de troefkaart, dan ieder nog drie; naast de troefkaart telt de stapel 11 kaarten.
- **S-28** De varianten in het venster Nieuwe partij: Bummerl met 40 (S-13), Schneiderbummerl (S-4),
  Reeks (S-5), Bummerl om inzet (S-6), Overnemen verplicht (S-17), Straf 3 bij toedekken tegen een
  slagloze tegenstander (S-21), Tellen bij toedekken (S-22), Laatste slag wint (S-24), Alle slagen
  in fase 2 (S-25), Schnapsen met zevens (S-27). De **Toernooi**-regels zetten Overnemen verplicht,
  Straf 3 bij toedekken tegen een slagloze tegenstander, Tellen bij toedekken en Laatste slag wint
  aan, en Alle slagen in fase 2 en Schneiderbummerl uit; de **Standaard**-regels zijn de
  standaardinstellingen.

## Kaartspellen
- **D-1** Elk spel hier wordt gespeeld met dezelfde kaarten, vier kleuren van hoogstens negen
  rangen, en alleen met zijn eigen zetten: Schnapsen kent geen passen en geen bijzondere handen,
  Bura geen huwelijk, troefruil of toedekken, Schneider niets anders dan een kaart spelen. Het
  uiterlijk van het kaartspel verandert nooit iets aan de regels.

Het Franse kaartspel toont ♣ ♦ ♥ ♠ en aas, 10, heer, vrouw, boer. Het Willem Tell-kaartspel (D-3)
noemt de kleuren eikels (Eichel, ♣), bellen (Schellen, ♦), harten (Herz, ♥) en bladeren (Laub of
Grün, ♠), en de kaarten daus (Daus of Ass: de aas), 10, heer (König), ober (Ober: de vrouw) en
unter (Unter: de boer); de ober heeft het kleurteken bovenaan, de unter lager. Het uiterlijk van
het kaartspel verandert nooit iets aan de regels.
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

Twee spelers, 36 kaarten, drie kaarten in de hand. De pot met fiches van een spel gaat naar de
speler die een **Bura** (drie troeven) toont of terecht 31 punten of meer **meldt**.

## Kaarten en fiches
- **B-1** Volgorde A, 10, H, V, B, 9, 8, 7, 6. Punten: aas 11, tien 10, heer 4, vrouw 3, boer 2; de
  rest 0 (samen 120).
- **B-2** Voor het eerste spel legt elke speler 1 fiche in de pot, en opnieuw telkens nadat een pot
  is gewonnen. Je saldo is het aantal fiches dat je won min het aantal dat je betaalde. Een partij
  gaat tot een aantal potten (ze eindigt zodra een speler er zoveel heeft gewonnen, zonder nieuwe
  inleg), tot een aantal delingen (elke deling telt, overgespeelde inbegrepen; dan wint het hoogste
  saldo, bij gelijk saldo is het gelijkspel, en een pot die nog openstaat wordt gelijk verdeeld,
  waarbij een overblijvende fiche naar de deler gaat), of zo lang als je wilt.
- **B-3** De eerste deler wordt door loting bepaald; de niet-deler komt als eerste uit.
- **B-4** Ieder krijgt drie kaarten, één voor één, de niet-deler eerst. De volgende kaart wordt
  opengelegd: die kleur is **troef**. De stapel ligt er dwars overheen, en de troefkaart wordt als
  laatste gekocht.

## Uitkomen en antwoorden
- **B-5** Speel één kaart uit, of twee of drie kaarten **van één kleur** (nooit meer dan je
  tegenstander in de hand heeft).
- **B-6** Antwoord met evenveel kaarten, van willekeurige kleuren: je hoeft geen kleur te bekennen
  en niet te troeven. Antwoorden worden open gespeeld.
- **B-7** Een kaart wordt geslagen door een hogere kaart van dezelfde kleur, of door een troef als
  ze zelf geen troef is.
- **B-8** Het antwoord wint alleen als **elke** uitgespeelde kaart door een andere kaart van het
  antwoord wordt geslagen; slaat het er maar een paar, dan wint het niets en neemt wie uitkwam de
  hele slag.
- **B-9** De winnaar van de slag neemt alle kaarten ervan en komt daarna uit.
- **B-10** Beiden kopen bij tot drie kaarten, **één kaart tegelijk, om beurten**, de winnaar van de
  slag eerst. Kan de stapel de beide handen niet helemaal aanvullen, dan worden alle overgebleven
  kaarten (ook de troefkaart) weggelegd en wordt er verder gespeeld zonder te kopen.
- **B-11** Voorbeeld, harten troef: H♠ 8♠ uitgespeeld, A♠ 7♥ als antwoord: de aas slaat de heer en
  de troef de acht, dus het antwoord neemt 15 punten. Met 7♣ in plaats van 7♥ is de acht niet
  geslagen en neemt wie uitkwam de 15.

## Bijzondere handen
- **B-12** Vóór een uitkomst mag je een bijzondere hand tonen. De rangorde, van hoog naar laag:
  **Bura** (drie troeven), **drie azen**, **molodka** (drie kaarten van één kleur die geen troef
  is).
- **B-13** Een Bura wint meteen de pot en beëindigt het spel. Hebben beide spelers een Bura, dan
  geldt de speler die zou uitkomen als degene die eerst toont. De ander wint de pot alleen als zijn
  troeven elk van de troeven van de eerste speler één op één slaan (B-8); anders wint de eerste
  speler de pot.
  *Voorbeeld*, schoppen troef: de speler die zou uitkomen heeft A♠ 8♠ 7♠, de ander 10♠ 9♠ 6♠. De 10
  slaat de 8 en de 9 de 7, maar niets slaat de aas: de speler die zou uitkomen wint de pot. Had hij
  V♠ B♠ 9♠ gehad tegen A♠ 10♠ H♠, dan had de ander elke kaart geslagen en gewonnen.
- **B-14** Drie azen en molodka winnen niet: ze geven de uitkomst. Op elk uitkomstmoment (de eerste
  uitkomst en elke uitkomst na een slag en het kopen daarna) krijgt eerst de speler die **niet** zou
  uitkomen de kans een bijzondere hand te tonen. Daarna de speler die zou uitkomen: toonde de ander
  drie azen of molodka, dan mag hij antwoorden met een gelijke of hogere bijzondere hand — een Bura
  wint de pot, met drie azen of molodka houdt hij de uitkomst (bij gelijke handen gaat hij voor) —
  of passen en de ander laten uitkomen; dat wordt hem gevraagd, of hij zo&apos;n hand nu heeft of niet
  (B-15). Toonde de ander niets, dan mag hij een Bura tonen, of uitkomen. Toont de ene speler een
  Bura, dan wordt de ander altijd gevraagd de zijne te tonen voordat over de pot wordt beslist
  (B-13).
- **B-15** Of je een bijzondere hand hebt, blijkt nooit, tenzij je haar toont. Daarom zijn de kansen
  van B-14 beurten die beide spelers krijgen, of ze zo&apos;n hand hebben of niet: zolang de speler die
  niet zou uitkomen drie kaarten heeft, krijgt hij op elk uitkomstmoment zijn beurt om te tonen
  (zonder bijzondere hand kan hij alleen passen of 31 melden); na drie azen of molodka wordt het de
  uitkomende speler altijd gevraagd, na een Bura altijd de andere speler. Heeft een menselijke speler niets
  te tonen, dan past de tafel meteen voor hem. Tonen wordt geweigerd waar het niets verandert (wie
  uitkomt, wint niets met drie azen of molodka waarop niet geantwoord wordt). Een getoonde hand ziet
  je tegenstander; van een pas ziet hij op geen enkele manier iets.

## 31 melden
- **B-16** Je punten zijn de kaartpunten in de slagen die je hebt gewonnen. Op elk van je eigen
  beurten mag je **melden**: je slagen worden omgedraaid en geteld.
- **B-17** 31 halen is niet genoeg: alleen een melding wint. Tel zelf mee: de tafel toont je punten
  alleen als de leerhulp aanstaat. *Automatisch melden* (menu Beeld; een spelersinstelling, geen
  regel, standaard uit): het programma meldt 31 voor je op het eerste moment dat je 31 hebt.
- **B-18** Met 31 of meer win je de pot. Met 30 of minder leg je evenveel fiches bij als er al in de
  pot liggen (de pot verdubbelt), wint niemand de pot en is het spel voorbij.
- **B-19** Na een melding, terecht of niet, deelt wie meldde het volgende spel; na een Bura deelt de
  winnaar van de Bura het volgende spel.
- **B-20** Wie de laatste slag haalt, heeft daarna nog één beurt, om te melden of te passen. Nadat
  een pot is gewonnen, legt elke speler opnieuw 1 fiche in; na een verkeerde melding is er geen
  nieuwe inleg. Zijn alle kaarten gespeeld zonder dat iemand meldde, dan wint niemand: elke speler
  legt 1 fiche bij in de pot en dezelfde deler deelt opnieuw. Een pot wordt nooit verdeeld: er wordt
  doorgespeeld tot iemand hem wint (alleen aan het eind van een partij tot een aantal delingen wordt
  een open pot verdeeld, B-2).
- **B-21** Voorbeeld: met 17 punten win je de slag van B-11: je hebt 32, meldt en wint de pot. Wie
  30 meldt met 2 fiches in de pot, maakt er 4 van, en er begint een nieuw spel.

## Kaartspellen
- **D-1** Elk spel hier wordt gespeeld met dezelfde kaarten, vier kleuren van hoogstens negen
  rangen, en alleen met zijn eigen zetten: Bura kent geen huwelijk, troefruil of toedekken. Het
  uiterlijk van het kaartspel verandert nooit iets aan de regels.

Het Willem Tell-kaartspel (D-3) noemt de kleuren eikels (Eichel, ♣), bellen (Schellen, ♦), harten
(Herz, ♥) en bladeren (Laub of Grün, ♠), en de kaarten, in de volgorde van B-1: daus (Daus of Ass:
de aas), 10, heer (König), ober (Ober: de vrouw), unter (Unter: de boer), 9, 8, 7, 6. De ober heeft
het kleurteken bovenaan, de unter lager. Het uiterlijk van het kaartspel verandert nooit iets aan
de regels.
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
        <translation># Boheemse Schneider

Twee spelers, 32 kaarten, geen troef en geen plicht om kleur te bekennen. Wat telt, zijn de
**honneurs** in je slagen.

## Kaarten
- **H-1** Volgorde A, H, V, B, **10**, 9, 8, 7: de tien staat onder de boer.
- **H-2** Honneurs: A, H, V, B en 10, elk 1 waard; samen 20. De 9, 8 en 7 zijn niets waard.

## Spelverloop
- **H-3** Ieder krijgt zes kaarten, in pakjes van drie, de niet-deler eerst; de overige 20 kaarten
  (12 bij het korte kaartspel) vormen gedekt de stapel (talon).
- **H-4** De niet-deler komt als eerste uit. Speel een willekeurige kaart uit; het antwoord mag elke
  kaart zijn: je hoeft geen kleur te bekennen.
- **H-5** Het antwoord wint alleen met een hogere kaart van de uitgespeelde kleur; anders wint wie
  uitkwam, wat er ook gespeeld is. (Met de variant *Troef*, H-12, wint een troef ook tegen een
  andere kleur.)
- **H-6** De winnaar van de slag koopt als eerste van de stapel, daarna de ander; beiden hebben weer
  zes kaarten. De winnaar van de slag komt daarna uit. Als de stapel op is, worden de laatste zes
  slagen gespeeld zonder te kopen.
- **H-7** Bij verkeerd delen (vergeven) is de deling ongeldig en deelt dezelfde deler opnieuw. Het
  programma vergeeft nooit; het weigert een opgeslagen partij waarvan de kaarten niet kloppen.

## Telling
- **H-8** Aan het eind van de deling telt elke speler de honneurs in zijn slagen. 11 tot 15 levert 1
  spelpunt op; 16 tot 19 (**Schneider**) 2; alle 20 (**Schwarz**) 3. Bij 10–10 gelijk scoort niemand
  en deelt dezelfde deler opnieuw; na elke andere deling gaat het delen naar de andere speler.
  *Voorbeeld:* 14 honneurs tegen 6 levert 1 spelpunt op; 17 tegen 3 levert er 2 op.
- **H-9** De partij gaat tot een afgesproken totaal, 7 of 10 spelpunten: wie dat als eerste haalt,
  wint. De eerste deler wordt door loting bepaald.

## Varianten
- **H-10** *Kort kaartspel*: 24 kaarten, zonder de zevens en achten; de tienen zijn geen honneurs, dus de
  honneurs zijn A, H, V, B, 16 in totaal. 9 of meer levert 1 spelpunt op, 13 of meer is Schneider
  (2), alle 16 Schwarz (3). Bij **8–8** gelijk scoort niemand en deelt dezelfde deler opnieuw. De
  stapel telt 12 kaarten.
  *Voorbeeld:* 9 honneurs tegen 7 levert 1 spelpunt op; 8 tegen 8 is gelijk.
- **H-11** *Kleur bekennen*: je moet kleur bekennen als je kunt (overnemen hoeft niet).
- **H-12** *Troef*: de onderste kaart van de stapel wordt opengelegd; die kleur is troef, en de
  kaart wordt als laatste gekocht. Een troef slaat elke kaart van een andere kleur, dus het antwoord
  wint met een hogere kaart van de uitgespeelde kleur, of met een troef als er een kaart van een
  andere kleur werd uitgespeeld.
- **H-13** *Honneurs optellen*: in plaats van 1, 2 of 3 krijgt de winnaar het verschil in honneurs
  (14 tegen 6 levert 8 op), en de partij gaat tot 50 (aanvinken in het venster Nieuwe partij zet het
  doel op 50; je mag het veranderen). Bij gelijke stand scoort nog steeds niemand.
- **H-14** Het Franse en het Willem Tell-kaartspel hebben dezelfde regels. Willem Tell (D-3): eikels
  (Eichel, ♣), bellen (Schellen, ♦), harten (Herz, ♥), bladeren (Laub of Grün, ♠); daus (Daus of
  Ass: de aas), heer (König), ober (Ober: de vrouw), unter (Unter: de boer), 10, 9, 8, 7. De ober
  heeft het kleurteken bovenaan, de unter lager.
</translation>
    </message>
</context>
<context>
    <name>rules</name>
    <message>
        <source>Siebener-Schnapsen</source>
        <translation>Schnapsen met zevens</translation>
    </message>
    <message>
        <source>24 cards with the sevens (worth 0), hands of 6</source>
        <translation>24 kaarten met de zevens (0 punten), handen van 6</translation>
    </message>
    <message>
        <source>Bummerl mit 40</source>
        <translation>Bummerl met 40</translation>
    </message>
    <message>
        <source>a trump marriage announced on the forehand&apos;s first lead counts at once, not only after his first trick (a custom that changes no result: without a trick he can neither reach 66 nor escape Schwarz)</source>
        <translation>een troefhuwelijk dat de voorhand bij zijn eerste uitkomst meldt, telt meteen, niet pas na zijn eerste slag (een gewoonte die geen uitslag verandert: zonder slag haalt hij geen 66 en ontsnapt hij niet aan Schwarz)</translation>
    </message>
    <message>
        <source>Schneiderbummerl</source>
        <translation>Schneiderbummerl</translation>
    </message>
    <message>
        <source>two Bummerl marks if the loser never scored a game point in the Bummerl</source>
        <translation>twee Bummerl-strepen als de verliezer in die Bummerl geen spelpunt haalde</translation>
    </message>
    <message>
        <source>Rubber</source>
        <translation>Reeks</translation>
    </message>
    <message>
        <source>play 1 Bummerl, or a rubber of 2 or 3 Bummerls</source>
        <translation>speel 1 Bummerl, of een reeks van 2 of 3 Bummerls</translation>
    </message>
    <message>
        <source>Stake Bummerl</source>
        <translation>Bummerl om inzet</translation>
    </message>
    <message>
        <source>stake per Bummerl (0 = off); x2 if its loser scored no game point, x3 if no trick</source>
        <translation>inzet per Bummerl (0 = uit); ×2 als de verliezer geen spelpunt haalde, ×3 zonder slag</translation>
    </message>
    <message>
        <source>Must head the trick</source>
        <translation>Overnemen verplicht</translation>
    </message>
    <message>
        <source>once the stock is closed or used up, follow suit with a higher card if you hold one (unticked, any card of the suit will do); holding none of the suit led, you must trump, as always</source>
        <translation>als de stapel toegedekt of op is: bekennen met een hogere kaart als je die hebt (niet aangevinkt is elke kaart van die kleur goed); wie de gevraagde kleur niet heeft, moet zoals altijd troeven</translation>
    </message>
    <message>
        <source>Closing penalty 3 vs. trickless</source>
        <translation>Straf 3 bij toedekken tegen een slagloze tegenstander</translation>
    </message>
    <message>
        <source>a failed close gives 3, not 2, if the opponent had no trick when it was closed</source>
        <translation>mislukt toedekken geeft 3 in plaats van 2 als de tegenstander bij het toedekken geen slag had</translation>
    </message>
    <message>
        <source>Phase-2 sweep</source>
        <translation>Alle slagen in fase 2</translation>
    </message>
    <message>
        <source>taking every trick after the stock was closed or used up wins 3 game points, if no claim ended the hand</source>
        <translation>wie na het toedekken of opraken van de stapel alle slagen haalt, wint 3 spelpunten, als niemand eerder is uitgegaan</translation>
    </message>
    <message>
        <source>Score at closing</source>
        <translation>Tellen bij toedekken</translation>
    </message>
    <message>
        <source>a closer&apos;s win is scored by the loser&apos;s points and tricks at closing</source>
        <translation>de winst van wie toedekt wordt geteld naar de punten en slagen van de verliezer bij het toedekken</translation>
    </message>
    <message>
        <source>Last trick wins</source>
        <translation>Laatste slag wint</translation>
    </message>
    <message>
        <source>if nobody claims, the winner of the last trick wins the hand (after a close, the closer must still reach 66)</source>
        <translation>als niemand uitgaat, wint wie de laatste slag haalt het spel (na toedekken moet wie toedekte toch 66 halen)</translation>
    </message>
    <message>
        <source>Pots to win</source>
        <translation>Potten om te winnen</translation>
    </message>
    <message>
        <source>the match ends when a player has won this many pots (0 = no pot limit)</source>
        <translation>de partij eindigt als een speler zoveel potten heeft gewonnen (0 = geen limiet)</translation>
    </message>
    <message>
        <source>Number of deals</source>
        <translation>Aantal delingen</translation>
    </message>
    <message>
        <source>the match ends after this many deals, the higher balance winning (0 = no limit)</source>
        <translation>de partij eindigt na zoveel delingen, het hoogste saldo wint (0 = geen limiet)</translation>
    </message>
    <message>
        <source>Short deck</source>
        <translation>Kort kaartspel</translation>
    </message>
    <message>
        <source>24 cards without 7s and 8s; tens are no honours (16 in all, 8-8 is a tie)</source>
        <translation>24 kaarten zonder zevens en achten; tienen zijn geen honneurs (16 in totaal, 8-8 is gelijk)</translation>
    </message>
    <message>
        <source>Follow suit</source>
        <translation>Kleur bekennen</translation>
    </message>
    <message>
        <source>you must follow suit if you can (you need not beat)</source>
        <translation>je moet kleur bekennen als je kunt (overnemen hoeft niet)</translation>
    </message>
    <message>
        <source>Trump</source>
        <translation>Troef</translation>
    </message>
    <message>
        <source>the talon&apos;s bottom card is turned up for trump; a trump beats any other suit</source>
        <translation>de onderste kaart van de stapel wordt als troef omgedraaid; troef slaat elke andere kleur</translation>
    </message>
    <message>
        <source>Cumulative honours</source>
        <translation>Honneurs optellen</translation>
    </message>
    <message>
        <source>the winner scores the difference of honours; the match is played to 50</source>
        <translation>de winnaar krijgt het verschil in honneurs; de partij gaat tot 50</translation>
    </message>
    <message>
        <source>Match target</source>
        <translation>Doel van de partij</translation>
    </message>
    <message>
        <source>game points to win the match (7 or 10; 50 with cumulative honours)</source>
        <translation>spelpunten om de partij te winnen (7 of 10; 50 bij optellen van honneurs)</translation>
    </message>
</context>
<context>
    <name>score</name>
    <message>
        <source>counting down from 7</source>
        <translation>aftellen vanaf 7</translation>
    </message>
    <message>
        <source>Bummerl</source>
        <translation>Bummerl</translation>
    </message>
    <message>
        <source>Bummerl marks (● per Bummerl lost, ●● for a Schneiderbummerl):&lt;br&gt;{you}: {a}&lt;br&gt;{them}: {b}</source>
        <translation>Bummerl-strepen (● per verloren Bummerl, ●● voor een Schneiderbummerl):&lt;br&gt;{you}: {a}&lt;br&gt;{them}: {b}</translation>
    </message>
    <message>
        <source>Bummerl marks (● per Bummerl lost):&lt;br&gt;{you}: {a}&lt;br&gt;{them}: {b}</source>
        <translation>Bummerl-strepen (● per verloren Bummerl):&lt;br&gt;{you}: {a}&lt;br&gt;{them}: {b}</translation>
    </message>
    <message>
        <source>Rubber of {n}: {a}–{b}</source>
        <translation>Reeks van {n}: {a}–{b}</translation>
    </message>
    <message>
        <source>Stakes: {you} {a}, {them} {b}</source>
        <translation>Inzet: {you} {a}, {them} {b}</translation>
    </message>
    <message>
        <source>Points this hand: {name} {n}</source>
        <translation>Punten dit spel: {name} {n}</translation>
    </message>
    <message>
        <source>{you}: {a}&lt;br&gt;{them}: {b}</source>
        <translation>{you}: {a}&lt;br&gt;{them}: {b}</translation>
    </message>
    <message>
        <source>Pots won: {a}–{b}</source>
        <translation>Gewonnen potten: {a}–{b}</translation>
    </message>
    <message>
        <source>Points this hand: {name} {n} (31 wins when declared)</source>
        <translation>Punten dit spel: {name} {n} (31 wint als het gemeld wordt)</translation>
    </message>
    <message>
        <source>Keep count as you play: only a declaration of 31 wins (B-17).</source>
        <translation>Tel mee tijdens het spel: alleen een melding van 31 wint (B-17).</translation>
    </message>
    <message>
        <source>{you}: &lt;b&gt;{a}&lt;/b&gt;&lt;br&gt;{them}: &lt;b&gt;{b}&lt;/b&gt;&lt;br&gt;playing to {n}</source>
        <translation>{you}: &lt;b&gt;{a}&lt;/b&gt;&lt;br&gt;{them}: &lt;b&gt;{b}&lt;/b&gt;&lt;br&gt;partij tot {n}</translation>
    </message>
    <message>
        <source>Honours this hand: {name} {n}</source>
        <translation>Honneurs dit spel: {name} {n}</translation>
    </message>
    <message>
        <source>Trump: {suit}</source>
        <translation>Troef: {suit}</translation>
    </message>
    <message>
        <source>Deal {n} · dealer: {name}</source>
        <translation>Deling {n} · deler: {name}</translation>
    </message>
    <message>
        <source>Opponent: {name} ({level})</source>
        <translation>Tegenstander: {name} ({level})</translation>
    </message>
    <message>
        <source>(+{n} with a first trick)</source>
        <translation>(+{n} bij de eerste slag)</translation>
    </message>
    <message>
        <source>Honours this hand:&lt;br&gt;{you}: {a}&lt;br&gt;{them}: {b}</source>
        <translation>Honneurs dit spel:&lt;br&gt;{you}: {a}&lt;br&gt;{them}: {b}</translation>
    </message>
    <message>
        <source>Points this hand:&lt;br&gt;{you}: {a}&lt;br&gt;{them}: {b}</source>
        <translation>Punten dit spel:&lt;br&gt;{you}: {a}&lt;br&gt;{them}: {b}</translation>
    </message>
    <message>
        <source>Cards played:</source>
        <translation>Gespeelde kaarten:</translation>
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
        <translation>Frans</translation>
    </message>
    <message>
        <source>French, four colours</source>
        <translation>Frans, vier kleuren</translation>
    </message>
    <message>
        <source>William Tell</source>
        <translation>Willem Tell</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Makkelijk</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Gemiddeld</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>Sterk</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <source>Random (for testing)</source>
        <translation>Willekeurig (om te testen)</translation>
    </message>
    <message>
        <source>Another person (hot-seat)</source>
        <translation>Een tweede persoon (aan één apparaat)</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Standaard</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>Toernooi</translation>
    </message>
    <message>
        <source>Tavern</source>
        <translation>Kroeg</translation>
    </message>
    <message>
        <source>Short</source>
        <translation>Kort</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Klassiek</translation>
    </message>
    <message>
        <source>House</source>
        <translation>Huisregels</translation>
    </message>
    <message>
        <source>Classic red</source>
        <translation>Klassiek rood</translation>
    </message>
    <message>
        <source>Blue lattice</source>
        <translation>Blauw raster</translation>
    </message>
    <message>
        <source>Tell ornament</source>
        <translation>Tell-ornament</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Uit</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Snel</translation>
    </message>
    <message>
        <source>Normal</source>
        <extracomment>The card sizes a player can choose (Preferences), as he reads them (translated as settings).</extracomment>
        <translation>Normaal</translation>
    </message>
    <message>
        <source>Large</source>
        <translation>Groot</translation>
    </message>
    <message>
        <source>Larger</source>
        <translation>Groter</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langzaam</translation>
    </message>
    <message>
        <source>A moment</source>
        <translation>Even</translation>
    </message>
    <message>
        <source>A little longer</source>
        <translation>Iets langer</translation>
    </message>
    <message>
        <source>Until I click or play on</source>
        <translation>Tot ik klik of verder speel</translation>
    </message>
    <message>
        <source>Like the system</source>
        <translation>Zoals het systeem</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Licht</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Donker</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Groen</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blauw</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rood</translation>
    </message>
    <message>
        <source>Grey</source>
        <translation>Grijs</translation>
    </message>
</context>
<context>
    <name>shortcut</name>
    <message>
        <source>M</source>
        <extracomment>Each action&apos;s key; a translation names the letter of its own word (&quot;Ansagen&quot;: A).</extracomment>
        <translation>E</translation>
    </message>
    <message>
        <source>X</source>
        <translation>R</translation>
    </message>
    <message>
        <source>C</source>
        <translation>T</translation>
    </message>
    <message>
        <source>A</source>
        <translation>M</translation>
    </message>
    <message>
        <source>D</source>
        <translation>T</translation>
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
        <translation>eikels</translation>
    </message>
    <message>
        <source>bells</source>
        <translation>bellen</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>harten</translation>
    </message>
    <message>
        <source>leaves</source>
        <translation>bladeren</translation>
    </message>
</context>
<context>
    <name>tell-cards</name>
    <message>
        <source>acorns</source>
        <translation>eikels</translation>
    </message>
    <message>
        <source>bells</source>
        <translation>bellen</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>harten</translation>
    </message>
    <message>
        <source>leaves</source>
        <translation>bladeren</translation>
    </message>
    <message>
        <source>daus of {suit}</source>
        <translation>daus van {suit}</translation>
    </message>
    <message>
        <source>ten of {suit}</source>
        <translation>tien van {suit}</translation>
    </message>
    <message>
        <source>king of {suit}</source>
        <translation>heer van {suit}</translation>
    </message>
    <message>
        <source>ober of {suit}</source>
        <translation>ober van {suit}</translation>
    </message>
    <message>
        <source>unter of {suit}</source>
        <translation>unter van {suit}</translation>
    </message>
    <message>
        <source>nine of {suit}</source>
        <translation>negen van {suit}</translation>
    </message>
    <message>
        <source>eight of {suit}</source>
        <translation>acht van {suit}</translation>
    </message>
    <message>
        <source>seven of {suit}</source>
        <translation>zeven van {suit}</translation>
    </message>
    <message>
        <source>six of {suit}</source>
        <translation>zes van {suit}</translation>
    </message>
    <message>
        <source>king</source>
        <translation>heer</translation>
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
        <translation>daus</translation>
    </message>
</context>
<context>
    <name>texts</name>
    <message>
        <source>Declare {goal}</source>
        <extracomment>How a player says &quot;my score has reached the goal&quot; in each game (S-19 claim, B-16 declare).</extracomment>
        <translation>{goal} melden</translation>
    </message>
    <message>
        <source>Auto-claim: you have {score} points, so 66 is claimed for you.</source>
        <extracomment>What auto-claim says when it acts for the human player (a player setting, not a rule; S-20).</extracomment>
        <translation>Automatisch uitgaan: je hebt {score} punten, dus je gaat uit met 66.</translation>
    </message>
    <message>
        <source>Auto-declare: you have {score} points, so 31 is declared for you.</source>
        <translation>Automatisch melden: je hebt {score} punten, dus 31 is voor je gemeld.</translation>
    </message>
    <message>
        <source>A player setting, not a rule: as soon as your score reaches the goal, the program claims 66 for you in Schnapsen (S-20) or declares 31 for you in Bura (B-16). Counting is part of the game, so it is off by default; a learner may turn it on.</source>
        <extracomment>The View menu&apos;s auto-claim toggle, explained (its tooltip).</extracomment>
        <translation>Een spelersinstelling, geen regel: zodra je score het doel haalt, gaat het programma voor je uit met 66 in Schnapsen (S-20) of meldt het 31 voor je in Bura (B-16). Tellen hoort bij het spel, daarom staat het standaard uit; wie het spel leert, kan het aanzetten.</translation>
    </message>
    <message>
        <source>{By} claimed 66 with {score} points, a right claim: {points} for {winner}.</source>
        <extracomment>One whole sentence per way a hand can end. {points} is &quot;1 game point&quot; / &quot;2 game points&quot;.</extracomment>
        <translation>{By}: uitgegaan met {score} punten, terecht: {points} voor {winner}.</translation>
    </message>
    <message>
        <source>{By} claimed 66 with only {score} points, a wrong claim: {points} for {winner}.</source>
        <translation>{By}: uitgegaan met maar {score} punten, ten onrechte: {points} voor {winner}.</translation>
    </message>
    <message>
        <source>{Loser} closed the stock, but {winner} claimed 66 first (with {score} points): a failed close, {points} for {winner}.</source>
        <translation>{Loser}: stapel toegedekt, maar de tegenstander ging eerst uit (met {score} punten): toedekken mislukt, {points} voor {winner}.</translation>
    </message>
    <message>
        <source>{Loser} closed the stock and claimed 66 with only {score} points: a failed close, {points} for {winner}.</source>
        <translation>{Loser}: stapel toegedekt en uitgegaan met maar {score} punten: toedekken mislukt, {points} voor {winner}.</translation>
    </message>
    <message>
        <source>{Loser} closed the stock but had only {score} points when the hand was played out: a failed close, {points} for {winner}.</source>
        <translation>{Loser}: stapel toegedekt, maar aan het eind maar {score} punten: toedekken mislukt, {points} voor {winner}.</translation>
    </message>
    <message>
        <source>{Winner} closed the stock and had {score} points when the hand was played out: {points} for {winner}.</source>
        <translation>{Winner}: stapel toegedekt en aan het eind {score} punten: {points} voor {winner}.</translation>
    </message>
    <message>
        <source>Nobody claimed, so the higher score wins: {winner} had {score} points to {other}. {Points} for {winner}.</source>
        <translation>Niemand ging uit, dus de hoogste score wint: {score} tegen {other} punten. {Points} voor {winner}.</translation>
    </message>
    <message>
        <source>Nobody claimed and both had {score} points, so the last trick decides: {winner} took it. {Points} for {winner}.</source>
        <translation>Niemand ging uit en beiden hadden {score} punten, dus beslist de laatste slag. {Points} voor {winner}.</translation>
    </message>
    <message>
        <source>Nobody claimed, and under the variant “Last trick wins” the winner of the last trick wins the hand: {winner} took it. {Points} for {winner}.</source>
        <translation>Niemand ging uit, en met de variant „Laatste slag wint” wint wie de laatste slag haalde het spel. {Points} voor {winner}.</translation>
    </message>
    <message>
        <source>{Winner} took every trick after the stock was used up: {points} for {winner}.</source>
        <translation>{Winner}: alle slagen nadat de stapel op was: {points} voor {winner}.</translation>
    </message>
    <message>
        <source>{By} declared 31 with {score} points, a right declaration: {the_pot} goes to {winner}.</source>
        <translation>{By}: 31 gemeld met {score} punten, terecht: {the_pot} voor {winner}.</translation>
    </message>
    <message>
        <source>{By} showed a Bura (three trumps): {the_pot} goes to {winner}.</source>
        <translation>{By}: Bura getoond (drie troeven): {the_pot} voor {winner}.</translation>
    </message>
    <message>
        <source>{Winner} closed the stock and took every trick after it: {points} for {winner}.</source>
        <translation>{Winner}: stapel toegedekt en daarna alle slagen gehaald: {points} voor {winner}.</translation>
    </message>
    <message>
        <source>{Loser} closed the stock, but {winner} took every trick after it (Phase-2 sweep): {points} for {winner}.</source>
        <translation>{Loser}: stapel toegedekt, maar daarna haalde de tegenstander alle slagen (Alle slagen in fase 2): {points} voor {winner}.</translation>
    </message>
    <message>
        <source>{By} declared 31 with only {score} points, a wrong declaration: {by} doubled the pot and nobody wins it.</source>
        <translation>{By}: 31 gemeld met maar {score} punten, ten onrechte: de pot is verdubbeld door {by} en niemand wint hem.</translation>
    </message>
    <message>
        <source>Both players held a Bura. {Winner} would lead, so that Bura counts as shown first, whoever showed it first; the other Bura did not beat each of those trumps one-to-one, so {the_pot} goes to {winner}.</source>
        <translation>Beide spelers hadden een Bura. {Winner} zou uitkomen, dus die Bura geldt als eerst getoond, wie hem ook als eerste toonde; de andere Bura sloeg niet elk van die troeven één op één, dus {the_pot} gaat naar {winner}.</translation>
    </message>
    <message>
        <source>Both players held a Bura. {Loser} would lead, so that Bura counts as shown first, whoever showed it first; the other Bura, held by {winner}, beat each of those trumps one-to-one, so {the_pot} goes to {winner}.</source>
        <translation>Beide spelers hadden een Bura. {Loser} zou uitkomen, dus die Bura geldt als eerst getoond, wie hem ook als eerste toonde; de andere Bura, van {winner}, sloeg elk van die troeven één op één, dus {the_pot} gaat naar {winner}.</translation>
    </message>
    <message>
        <source>All cards were played and nobody declared: nobody wins the pot, and each player adds a chip to it.</source>
        <translation>Alle kaarten zijn gespeeld en niemand heeft gemeld: niemand wint de pot, en elke speler legt er een fiche bij.</translation>
    </message>
    <message>
        <source>{Winner} took {score} honours to {other}: {points} for {winner}.</source>
        <translation>{Winner}: {score} honneurs tegen {other}: {points} voor {winner}.</translation>
    </message>
    <message>
        <source>{Winner} took {score} honours to {other}, and with cumulative honours the difference counts: {points} for {winner}.</source>
        <translation>{Winner}: {score} honneurs tegen {other}, en bij optellen telt het verschil: {points} voor {winner}.</translation>
    </message>
    <message>
        <source>The honours are tied, {score} to {other}: nobody scores, and the same dealer deals again.</source>
        <translation>De honneurs staan gelijk, {score} tegen {other}: niemand scoort en dezelfde deler deelt opnieuw.</translation>
    </message>
    <message>
        <source>Schneider: {loser} had won a trick but no more than 32 points.</source>
        <extracomment>Why a won Schnapsen hand scored 2 or 3 (S-22), or a Schneider count Schneider or Schwarz (H-8, H-10).</extracomment>
        <translation>Schneider: een slag, maar niet meer dan 32 punten voor {loser}.</translation>
    </message>
    <message>
        <source>Schwarz: {loser} had won no trick.</source>
        <translation>Schwarz: geen enkele slag voor {loser}.</translation>
    </message>
    <message>
        <source>Schneider (scored at closing): when the stock was closed, {loser} had won a trick but no more than 32 points.</source>
        <translation>Schneider (geteld bij toedekken): bij het toedekken een slag, maar niet meer dan 32 punten voor {loser}.</translation>
    </message>
    <message>
        <source>Schwarz (scored at closing): when the stock was closed, {loser} had won no trick.</source>
        <translation>Schwarz (geteld bij toedekken): bij het toedekken geen enkele slag voor {loser}.</translation>
    </message>
    <message>
        <source>Schneider: {schneider} honours or more.</source>
        <translation>Schneider: {schneider} honneurs of meer.</translation>
    </message>
    <message>
        <source>Schwarz: all {total} honours.</source>
        <translation>Schwarz: alle {total} honneurs.</translation>
    </message>
    <message>
        <source>No new ante; the next hand plays for the doubled pot.</source>
        <extracomment>What becomes of a pot nobody won (B-18, B-20), when another hand follows; at the match&apos;s end (the last of N deals, B-2) the open pot is shared instead.</extracomment>
        <translation>Geen nieuwe inleg; het volgende spel gaat om de verdubbelde pot.</translation>
    </message>
    <message>
        <source>The same dealer deals again.</source>
        <translation>Dezelfde deler deelt opnieuw.</translation>
    </message>
    <message>
        <source>That was the match&apos;s last deal: the open pot of {pot} chips is shared equally between the players.</source>
        <translation>Dat was de laatste deling van de partij: de open pot van {pot} fiches wordt gelijk over de spelers verdeeld.</translation>
    </message>
    <message>
        <source>That was the match&apos;s last deal: the open pot of {pot} chips is shared equally, and the odd chip goes to the dealer, {dealer}.</source>
        <translation>Dat was de laatste deling van de partij: de open pot van {pot} fiches wordt gelijk verdeeld, en de overblijvende fiche gaat naar {dealer}, de deler.</translation>
    </message>
    <message>
        <source>{Winner} counted down from 7 to 0, so the Bummerl goes to {winner}; {loser} still had {left} to go: a Bummerl mark (●) for {loser}.</source>
        <extracomment>A Bummerl&apos;s end (S-2, S-4, S-6): the countdown, the mark and the stake.</extracomment>
        <translation>{Winner} telde af van 7 tot 0, dus de Bummerl gaat naar {winner}; bij {loser} stond de teller nog op {left}: een Bummerl-streep (●) voor {loser}.</translation>
    </message>
    <message>
        <source>{Winner} counted down from 7 to 0, so the Bummerl goes to {winner}; {loser} never scored a game point in it: a Schneiderbummerl, two marks (●●) for {loser}.</source>
        <translation>{Winner} telde af van 7 tot 0, dus de Bummerl gaat naar {winner}; in de hele Bummerl geen enkel spelpunt voor {loser}: een Schneiderbummerl, twee strepen (●●) voor {loser}.</translation>
    </message>
    <message>
        <source>The stake, {stake}, is paid by {loser}.</source>
        <translation>De inzet, {stake}, wordt betaald door {loser}.</translation>
    </message>
    <message>
        <source>The stake, doubled to {stake}, is paid by {loser}: no game point in the whole Bummerl.</source>
        <translation>De inzet, verdubbeld tot {stake}, wordt betaald door {loser}: geen spelpunt in de hele Bummerl.</translation>
    </message>
    <message>
        <source>The stake, tripled to {stake}, is paid by {loser}: no trick in the whole Bummerl.</source>
        <translation>De inzet, verdrievoudigd tot {stake}, wordt betaald door {loser}: geen slag in de hele Bummerl.</translation>
    </message>
    <message>
        <source>The penalty is 3, not 2: {winner} had won no trick when the stock was closed.</source>
        <extracomment>A failed close whose penalty is 3 (S-21 variant).</extracomment>
        <translation>De straf is 3, niet 2: bij het toedekken had de tegenstander nog geen slag.</translation>
    </message>
    <message>
        <source>Points: {first} {a}, {second} {b}.</source>
        <translation>Punten: {first} {a}, {second} {b}.</translation>
    </message>
    <message>
        <source>Honours: {first} {a}, {second} {b}.</source>
        <translation>Honneurs: {first} {a}, {second} {b}.</translation>
    </message>
    <message>
        <source>Next to deal: {dealer}.</source>
        <translation>Volgende deler: {dealer}.</translation>
    </message>
    <message>
        <source>the pot of {pot} chips</source>
        <translation>de pot van {pot} fiches</translation>
    </message>
    <message>
        <source>Honours taken: {first}: {a}. {second}: {b}.</source>
        <translation>Gehaalde honneurs: {first}: {a}. {second}: {b}.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>geen</translation>
    </message>
    <message>
        <source>Decided by rule {rule}: see Help ▸ Rules.</source>
        <translation>Beslist door regel {rule}: zie Help ▸ Regels.</translation>
    </message>
    <message>
        <source>Marriage {suit} ({value})</source>
        <translation>Huwelijk {suit} ({value})</translation>
    </message>
    <message>
        <source>Claim {goal}</source>
        <translation>Uitgaan met {goal}</translation>
    </message>
    <message>
        <source>Expected game points are counted by what they are worth for the Bummerl at this score.</source>
        <extracomment>Beside the hint&apos;s and the review&apos;s figures when they are game points weighed by the Bummerl&apos;s score (``Advice.converted``): the figure the choice is ranked by, and a loss is counted in.</extracomment>
        <translation>Verwachte spelpunten tellen naar wat ze bij deze stand waard zijn voor de Bummerl.</translation>
    </message>
    <message>
        <source>{Who}: no trick taken, so {n} marriage points did not count (S-12).</source>
        <translation>{Who}: geen slag gehaald, dus {n} punten uit huwelijken telden niet (S-12).</translation>
    </message>
    <message>
        <source>Declare Bura</source>
        <translation>Bura tonen</translation>
    </message>
    <message>
        <source>Three aces</source>
        <translation>Drie azen tonen</translation>
    </message>
    <message>
        <source>Molodka</source>
        <translation>Molodka tonen</translation>
    </message>
    <message>
        <source>Exchange trump</source>
        <translation>Troef ruilen</translation>
    </message>
    <message>
        <source>Close the stock</source>
        <translation>Stapel toedekken</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <source>{Who}: closed the stock.</source>
        <extracomment>What the status line says a player did (the buttons&apos; own labels are commands: &quot;Close the stock&quot;).</extracomment>
        <translation>{Who}: stapel toegedekt.</translation>
    </message>
    <message>
        <source>{Who}: announced the marriage {suit} ({value}).</source>
        <translation>{Who}: huwelijk {suit} gemeld ({value}).</translation>
    </message>
    <message>
        <source>{Who}: claimed {goal}.</source>
        <translation>{Who}: uitgegaan met {goal}.</translation>
    </message>
    <message>
        <source>{Who}: declared {goal}.</source>
        <translation>{Who}: {goal} gemeld.</translation>
    </message>
    <message>
        <source>{Who}: showed a Bura.</source>
        <translation>{Who}: Bura getoond.</translation>
    </message>
    <message>
        <source>{Who}: showed three aces, to take the lead (B-14).</source>
        <translation>{Who}: drie azen getoond, om zelf uit te komen (B-14).</translation>
    </message>
    <message>
        <source>{Who}: showed a molodka (three cards of one suit, not trumps), to take the lead (B-14).</source>
        <translation>{Who}: molodka getoond (drie kaarten van één kleur, geen troef), om zelf uit te komen (B-14).</translation>
    </message>
    <message>
        <source>{Answerer} answered the {lead} with the higher {answer}: the trick goes to {winner} ({rule}).</source>
        <extracomment>A trick in words (the status line after each trick), one sentence by the rule that decided it (S-10, B-7, B-8, H-5, H-12): who answered which led cards with which cards (a group in the order the table lays it, each answering card on the led card it faces), and who takes the trick. The winner is named in &quot;the trick goes to {winner}&quot;, so that one template serves &quot;you&quot; and another.</extracomment>
        <translation>{Answerer} beantwoordde de {lead} met de hogere {answer}: de slag gaat naar {winner} ({rule}).</translation>
    </message>
    <message>
        <source>{Answerer} trumped the {lead} with the {answer}: the trick goes to {winner} ({rule}).</source>
        <translation>{Answerer} troefde de {lead} af met de {answer}: de slag gaat naar {winner} ({rule}).</translation>
    </message>
    <message>
        <source>{Answerer} answered the {lead} with the lower {answer}: the trick goes to {winner} ({rule}).</source>
        <translation>{Answerer} beantwoordde de {lead} met de lagere {answer}: de slag gaat naar {winner} ({rule}).</translation>
    </message>
    <message>
        <source>{Answerer} answered the {lead} with the {answer}, a lower trump: the trick goes to {winner} ({rule}).</source>
        <translation>{Answerer} beantwoordde de {lead} met de {answer}, een lagere troef: de slag gaat naar {winner} ({rule}).</translation>
    </message>
    <message>
        <source>{Answerer} answered the {lead} with the {answer}, which neither follows suit nor trumps: the trick goes to {winner} ({rule}).</source>
        <translation>{Answerer} beantwoordde de {lead} met de {answer}, die geen kleur bekent en ook niet troeft: de slag gaat naar {winner} ({rule}).</translation>
    </message>
    <message>
        <source>{Answerer} answered the {lead} with the {answer}, of another suit, and there is no trump: the trick goes to {winner} ({rule}).</source>
        <translation>{Answerer} beantwoordde de {lead} met de {answer}, van een andere kleur, en er is geen troef: de slag gaat naar {winner} ({rule}).</translation>
    </message>
    <message>
        <source>{Answerer} answered the {lead} with the {answer}, each card beating the led card in its place: the trick goes to {winner} ({rule}).</source>
        <translation>{Answerer} beantwoordde de {lead} met de {answer}, en elke kaart sloeg de uitgespeelde kaart tegenover zich: de slag gaat naar {winner} ({rule}).</translation>
    </message>
    <message>
        <source>{Answerer} answered the {lead} with the {answer}, which does not beat the {unbeaten}: the trick goes to {winner} ({rule}).</source>
        <translation>{Answerer} beantwoordde de {lead} met de {answer}, die de {unbeaten} niet sloegen: de slag gaat naar {winner} ({rule}).</translation>
    </message>
    <message>
        <source>{Answerer} answered the {lead} with the {answer}, which beats none of them: the trick goes to {winner} ({rule}).</source>
        <translation>{Answerer} beantwoordde de {lead} met de {answer}, die geen van die kaarten sloegen: de slag gaat naar {winner} ({rule}).</translation>
    </message>
    <message>
        <source>{Answerer} answered the {lead} with the {answer}, which cannot beat all the led cards at once: the trick goes to {winner} ({rule}).</source>
        <translation>{Answerer} beantwoordde de {lead} met de {answer}, die niet alle uitgespeelde kaarten tegelijk konden slaan: de slag gaat naar {winner} ({rule}).</translation>
    </message>
    <message>
        <source>Since your last move:</source>
        <extracomment>Hot-seat: the head of what happened since the player&apos;s last move, when the curtain lifts.</extracomment>
        <translation>Sinds je laatste zet:</translation>
    </message>
    <message>
        <source>{Leader} led the {cards}.</source>
        <extracomment>The other side&apos;s lead, for the status line (one card, or a Bura group of two or three).</extracomment>
        <translation>{Leader} kwam uit met de {cards}.</translation>
    </message>
    <message>
        <source>{Leader} led a group: {cards}.</source>
        <translation>{Leader} kwam uit met een groep: {cards}.</translation>
    </message>
    <message>
        <source>Close the stock? Nobody draws any more (S-15). The answer must follow suit, else trump (S-17). You must reach 66: if you fail, your opponent scores {points} (S-21).</source>
        <extracomment>What a click that can cost game points asks first (S-15, S-17, S-21, S-25; S-19; B-18), worded by the rules in force: how much a failed close costs, and what the opponent&apos;s sweep scores.</extracomment>
        <translation>Stapel toedekken? Niemand koopt nog (S-15). Het antwoord moet kleur bekennen, anders troeven (S-17). Je moet 66 halen: lukt dat niet, dan krijgt je tegenstander {points} (S-21).</translation>
    </message>
    <message>
        <source>Your opponent has no trick yet, so under “Closing penalty 3 vs. trickless” a failed close gives him 3.</source>
        <translation>Je tegenstander heeft nog geen slag, dus met „Straf 3 bij toedekken tegen een slagloze tegenstander” levert mislukt toedekken hem 3 op.</translation>
    </message>
    <message>
        <source>If your opponent takes every trick from now on, he scores 3 game points (Phase-2 sweep, S-25).</source>
        <translation>Haalt je tegenstander vanaf nu alle slagen, dan krijgt hij 3 spelpunten (Alle slagen in fase 2, S-25).</translation>
    </message>
    <message>
        <source>With “Must head the trick” the answer must also beat the card led when it can.</source>
        <translation>Met „Overnemen verplicht” moet het antwoord de uitgespeelde kaart ook slaan als dat kan.</translation>
    </message>
    <message>
        <source>Claim 66 now? With fewer than 66 points it is a wrong claim: your opponent scores 2 game points (S-19), or, if you closed the stock, it is a failed close (S-21).</source>
        <translation>Nu uitgaan met 66? Met minder dan 66 punten ga je ten onrechte uit: je tegenstander krijgt 2 spelpunten (S-19), of, als je de stapel hebt toegedekt, is het toedekken mislukt (S-21).</translation>
    </message>
    <message>
        <source>Declare 31 now? With 30 or fewer it is a wrong declaration: you add as many chips as the pot holds (B-18).</source>
        <translation>Nu 31 melden? Met 30 of minder is de melding verkeerd: je legt er evenveel fiches bij als er al in de pot liggen (B-18).</translation>
    </message>
    <message>
        <source>Claim 66 now? You closed the stock: with fewer than 66 points it is a failed close, and your opponent scores {points} (S-21).</source>
        <translation>Nu uitgaan met 66? Je hebt de stapel toegedekt: met minder dan 66 punten is het toedekken mislukt en krijgt je tegenstander {points} (S-21).</translation>
    </message>
    <message>
        <source>a molodka (three cards of one suit, not trumps)</source>
        <translation>een molodka (drie kaarten van één kleur, geen troef)</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Jij</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>Speler {n}</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>Computer {n}</source>
        <translation>Computer {n}</translation>
    </message>
    <message>
        <source>You</source>
        <comment>start of a sentence</comment>
        <translation>Jij</translation>
    </message>
    <message>
        <source>you</source>
        <comment>inside a sentence</comment>
        <translation>jou</translation>
    </message>
    <message>
        <source>The computer</source>
        <comment>start of a sentence</comment>
        <translation>De computer</translation>
    </message>
    <message>
        <source>the computer</source>
        <comment>inside a sentence</comment>
        <translation>de computer</translation>
    </message>
    <message>
        <source>the pot</source>
        <translation>de pot</translation>
    </message>
    <message>
        <source>{Who}: exchanged the trump card (gave {given}, took {taken}).</source>
        <extracomment>S-14: an exchange of the trump card, as the status line tells it.</extracomment>
        <translation>{Who}: troef geruild (afgegeven: {given}, genomen: {taken}).</translation>
    </message>
    <message>
        <source>a Bura</source>
        <translation>een Bura</translation>
    </message>
    <message>
        <source>three aces</source>
        <translation>drie azen</translation>
    </message>
    <message>
        <source>nothing special</source>
        <translation>niets bijzonders</translation>
    </message>
    <message>
        <source>marriage</source>
        <translation>huwelijk</translation>
    </message>
    <message>
        <source>exchange</source>
        <translation>troefruil</translation>
    </message>
    <message>
        <source>closing</source>
        <translation>toedekken</translation>
    </message>
    <message>
        <source>claim</source>
        <translation>uitgaan</translation>
    </message>
    <message>
        <source>declaration</source>
        <translation>melding</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>passen</translation>
    </message>
</context>
</TS>
