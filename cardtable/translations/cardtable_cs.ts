<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="cs_CZ">
<context>
    <name>ActionBar</name>
    <message>
        <source>{label} (shortcut: {key})</source>
        <translation>{label} (klávesa: {key})</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Rada</translation>
    </message>
    <message>
        <source>The expert&apos;s move for you, and why (shortcut: {key})</source>
        <translation>Tah, který ti radí expert, a proč (klávesa: {key})</translation>
    </message>
    <message>
        <source>Top choices</source>
        <translation>Nejlepší volby</translation>
    </message>
    <message>
        <source>The hint&apos;s best moves, with their chance to win the hand</source>
        <translation>Nejlepší tahy podle rady a jejich šance na výhru hry</translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <source>{name}: lead</source>
        <translation>{name}: výnos</translation>
    </message>
    <message>
        <source>{name}: answer</source>
        <translation>{name}: odpověď</translation>
    </message>
</context>
<context>
    <name>Chart</name>
    <message>
        <source>Game points per hand and share of hands won per day</source>
        <translation>Herní body za hru a podíl vyhraných her za den</translation>
    </message>
    <message>
        <source>No hands played yet.</source>
        <translation>Zatím žádné odehrané hry.</translation>
    </message>
    <message>
        <source>Chips won or lost per hand</source>
        <translation>Vyhrané nebo prohrané žetony za hru</translation>
    </message>
    <message>
        <source>Game points per hand</source>
        <translation>Herní body za hru</translation>
    </message>
    <message>
        <source>Share of hands won per day</source>
        <translation>Podíl vyhraných her za den</translation>
    </message>
    <message>
        <source>{share} %</source>
        <translation>{share} %</translation>
    </message>
    <message numerus="yes">
        <source>Bars: chips won or lost in the last %n hand(s) (green won, red lost).</source>
        <translation>
            <numerusform>Sloupce: žetony vyhrané nebo prohrané za poslední %n hru (zeleně výhra, červeně prohra).</numerusform>
            <numerusform>Sloupce: žetony vyhrané nebo prohrané za poslední %n hry (zeleně výhra, červeně prohra).</numerusform>
            <numerusform>Sloupce: žetony vyhrané nebo prohrané za posledních %n her (zeleně výhra, červeně prohra).</numerusform>
        </translation>
    </message>
    <message>
        <source>Blue line: share of hands won per day, on its own axis (0 to 100 %).</source>
        <translation>Modrá čára: podíl vyhraných her za den, na vlastní ose (0 až 100 %).</translation>
    </message>
</context>
<context>
    <name>Curtain</name>
    <message>
        <source>curtain: pass the device</source>
        <translation>opona: předej zařízení</translation>
    </message>
    <message>
        <source>&amp;Show my cards</source>
        <translation>&amp;Ukázat moje karty</translation>
    </message>
    <message>
        <source>show my cards</source>
        <translation>ukázat moje karty</translation>
    </message>
    <message>
        <source>{name}, it is your turn.
The other player looks away.</source>
        <translation>{name}, jsi na tahu.
Druhý hráč se dívá jinam.</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>The hand starts again.</source>
        <translation>Hra začíná znovu.</translation>
    </message>
    <message>
        <source>The computer player made a mistake and played a legal move instead; see {log}.</source>
        <translation>Počítačový hráč udělal chybu a místo toho zahrál povolený tah; viz {log}.</translation>
    </message>
    <message>
        <source>The computer player made a mistake and played a legal move instead; no log could be written.</source>
        <translation>Počítačový hráč udělal chybu a místo toho zahrál povolený tah; záznam se nepodařilo zapsat.</translation>
    </message>
    <message>
        <source>There is nobody to undo for: the computer plays both seats.</source>
        <translation>Není co vracet: počítač hraje za oba hráče.</translation>
    </message>
    <message>
        <source>Undo is not offered in hot-seat: it would show a player the other&apos;s answer.</source>
        <translation>Ve hře dvou lidí u jednoho zařízení se tahy nevracejí: hráč by viděl odpověď druhého.</translation>
    </message>
    <message>
        <source>The hand is over: its plays can no longer be taken back.</source>
        <translation>Hra skončila: její tahy už nelze vrátit.</translation>
    </message>
    <message>
        <source>Nothing to undo in this hand yet.</source>
        <translation>V této hře zatím není co vracet.</translation>
    </message>
    <message>
        <source>Your last play can no longer be taken back: you have seen cards since that you had not seen before it (the answer, a card drawn).</source>
        <translation>Tvůj poslední tah už nelze vrátit: od té doby jsou vidět karty, které předtím vidět nebyly (odpověď, dobraná karta).</translation>
    </message>
    <message>
        <source>Your last play was taken back.</source>
        <translation>Tvůj poslední tah byl vrácen.</translation>
    </message>
</context>
<context>
    <name>HintDesk</name>
    <message>
        <source>The expert is thinking about your move…</source>
        <translation>Expert přemýšlí o tvém tahu…</translation>
    </message>
    <message>
        <source>Hint: {what} — {why}.</source>
        <translation>Rada: {what} — {why}.</translation>
    </message>
    <message>
        <source>It wins none of the deals the expert tried, but loses the fewest points in them; Top choices lists a riskier move that sometimes wins.</source>
        <translation>Nevyhraje žádné z rozdání, která expert zkusil, ale ztratí v nich nejméně bodů; Nejlepší volby ukazují riskantnější tah, který někdy vyhraje.</translation>
    </message>
    <message>
        <source>In the deals the expert tried this hand cannot be won any more; this move loses the least.</source>
        <translation>V rozdáních, která expert vyzkoušel, už tuto hru nelze vyhrát; tento tah ztrácí nejméně.</translation>
    </message>
    <message>
        <source>It wins the hand in {share} of the deals the expert tried.</source>
        <translation>Tento tah vyhrává hru v {share} rozdání, která expert vyzkoušel.</translation>
    </message>
    <message>
        <source>play the {cards}</source>
        <translation>{cards}</translation>
    </message>
    <message>
        <source>There is nobody to give a hint to: the computer plays both seats.</source>
        <translation>Není komu radit: počítač hraje za oba hráče.</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>Partie skončila.</translation>
    </message>
    <message>
        <source>The hand is over: a hint is for your next move.</source>
        <translation>Hra skončila: radu dostaneš k dalšímu tahu.</translation>
    </message>
    <message>
        <source>A hint is given when it is your turn.</source>
        <translation>Radu dostaneš, až budeš na tahu.</translation>
    </message>
    <message>
        <source>No hints against a friend: the moves are your own.</source>
        <translation>Proti příteli žádné rady: tahy jsou jen tvoje.</translation>
    </message>
</context>
<context>
    <name>History</name>
    <message>
        <source>{game} — a match played with cardtable, exported on {when}</source>
        <translation>{game} — partie odehraná v programu cardtable, export {when}</translation>
    </message>
    <message>
        <source>Players: {first} and {second}</source>
        <translation>Hráči: {first} a {second}</translation>
    </message>
    <message>
        <source>Rules: {rules}</source>
        <translation>Pravidla: {rules}</translation>
    </message>
    <message>
        <source>on</source>
        <translation>zapnuto</translation>
    </message>
    <message>
        <source>off</source>
        <translation>vypnuto</translation>
    </message>
    <message>
        <source>Trump: {suit} (the {card} was turned up).</source>
        <translation>Trumf: {suit} (otočená karta: {card}).</translation>
    </message>
    <message>
        <source>A play was taken back in this hand (Edit ▸ Undo).</source>
        <translation>V tomto rozdání byl vzat zpět tah (Úpravy ▸ Zpět).</translation>
    </message>
    <message>
        <source>This hand is still being played.</source>
        <translation>Toto rozdání se ještě hraje.</translation>
    </message>
    <message>
        <source>Score after the hand: {first} {a}, {second} {b}</source>
        <translation>Stav po rozdání: {first} {a}, {second} {b}</translation>
    </message>
</context>
<context>
    <name>Licences</name>
    <message>
        <source>Licences</source>
        <translation>Licence</translation>
    </message>
    <message>
        <source>cardtable and each part it comes with, under its own licence. Choose a part to read it.</source>
        <translation>Program cardtable a všechny součásti, které obsahuje, každá pod vlastní licencí. Vyber součást a přečti si její licenci.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Your unfinished game from {when} was resumed; Game ▸ New starts a new one.</source>
        <translation>Tvoje nedohraná partie z {when} pokračuje; Hra ▸ Nová začne novou.</translation>
    </message>
    <message>
        <source>A Bura match now ends when a player has won {pots} pots; Game ▸ New… sets its length (“no limit” too).</source>
        <translation>Partie bury teď končí, když hráč vyhraje stanovený počet banků ({pots}); délku partie nastavíš v nabídce Hra ▸ Nová… (i „bez omezení“).</translation>
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
        <translation>Začít novou partii?</translation>
    </message>
    <message>
        <source>Start a new game? The match in progress will be given up.</source>
        <translation>Začít novou partii? Rozehraná partie bude vzdána.</translation>
    </message>
    <message>
        <source>Restart the hand?</source>
        <translation>Rozdat znovu?</translation>
    </message>
    <message>
        <source>Deal the same cards again? The hand is replayed from its start; nothing is scored, and it counts as a restarted hand.</source>
        <translation>Rozdat stejné karty znovu? Hra se odehraje od začátku; nic se nepočítá a započítá se jako znovu rozdaná hra.</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Hra</translation>
    </message>
    <message>
        <source>&amp;New…</source>
        <translation>&amp;Nová…</translation>
    </message>
    <message>
        <source>&amp;Restart hand</source>
        <translation>&amp;Rozdat znovu</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Otevřít…</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>&amp;Uložit…</translation>
    </message>
    <message>
        <source>&amp;Export history…</source>
        <translation>&amp;Exportovat průběh…</translation>
    </message>
    <message>
        <source>S&amp;tatistics</source>
        <translation>S&amp;tatistika</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Předvolby…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Konec</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>Úp&amp;ravy</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Zpět</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Zobrazení</translation>
    </message>
    <message>
        <source>How to &amp;play</source>
        <translation>Jak &amp;hrát</translation>
    </message>
    <message>
        <source>&amp;Guided first hand</source>
        <translation>Prv&amp;ní hra s průvodcem</translation>
    </message>
    <message>
        <source>Play a friend on&amp;line…</source>
        <translation>Hrát s přítelem on&amp;line…</translation>
    </message>
    <message>
        <source>Re&amp;view a hand…</source>
        <translation>Roz&amp;bor hry…</translation>
    </message>
    <message>
        <source>&amp;Deck</source>
        <translation>&amp;Karty</translation>
    </message>
    <message>
        <source>Card &amp;back</source>
        <translation>&amp;Rub karet</translation>
    </message>
    <message>
        <source>&amp;Animation speed</source>
        <translation>Rychlost &amp;animace</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Motiv</translation>
    </message>
    <message>
        <source>C&amp;loth</source>
        <translation>&amp;Sukno</translation>
    </message>
    <message>
        <source>&amp;Sound</source>
        <translation>&amp;Zvuk</translation>
    </message>
    <message>
        <source>Learner &amp;hints</source>
        <translation>&amp;Nápověda pro začátečníky</translation>
    </message>
    <message>
        <source>Allow &amp;undo</source>
        <translation>Po&amp;volit vracení tahů</translation>
    </message>
    <message>
        <source>Auto-&amp;claim</source>
        <translation>Automaticky &amp;ohlásit</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Nápo&amp;věda</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Pravidla</translation>
    </message>
    <message>
        <source>&amp;Keyboard</source>
        <translation>&amp;Klávesnice</translation>
    </message>
    <message>
        <source>&amp;About cardtable</source>
        <translation>&amp;O programu cardtable</translation>
    </message>
    <message>
        <source>About cardtable</source>
        <translation>O programu cardtable</translation>
    </message>
    <message>
        <source>&amp;Licences…</source>
        <translation>&amp;Licence…</translation>
    </message>
    <message>
        <source>Schnapsen, Bura and Bohemian Schneider against the computer.&lt;br&gt;Card art, icons and sounds are made by the project.</source>
        <translation>Šnaps, bura a český šnejdr proti počítači.&lt;br&gt;Obrázky karet, ikony a zvuky vytvořil sám projekt.</translation>
    </message>
    <message>
        <source>Match over: a draw.</source>
        <translation>Konec partie: remíza.</translation>
    </message>
    <message>
        <source>Match over: {name} won.</source>
        <translation>Konec partie: vyhrává {name}.</translation>
    </message>
    <message>
        <source>Match over: you won.</source>
        <translation>Konec partie: vyhráváš.</translation>
    </message>
    <message>
        <source>Cannot autosave: {reason} The game goes on.</source>
        <translation>Automatické uložení selhalo: {reason} Hra pokračuje.</translation>
    </message>
    <message>
        <source>There is no game to save.</source>
        <translation>Není žádná hra k uložení.</translation>
    </message>
    <message>
        <source>Saved as {name}.</source>
        <translation>Uloženo jako {name}.</translation>
    </message>
    <message>
        <source>{name} holds a finished match: there is nothing left to play.</source>
        <translation>{name} obsahuje dohranou partii: už není co hrát.</translation>
    </message>
    <message>
        <source>Opened {name}.</source>
        <translation>Otevřeno: {name}.</translation>
    </message>
    <message>
        <source>There is no game to export.</source>
        <translation>Není žádná hra k exportu.</translation>
    </message>
    <message>
        <source>The history could not be written to {path}: {reason}.</source>
        <translation>Průběh se nepodařilo zapsat do {path}: {reason}.</translation>
    </message>
    <message>
        <source>History written to {name}.</source>
        <translation>Průběh zapsán do {name}.</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Uložit hru</translation>
    </message>
    <message>
        <source>cardtable games (*{suffix})</source>
        <translation>Hry cardtable (*{suffix})</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>Otevřít hru</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Všechny soubory (*)</translation>
    </message>
    <message>
        <source>Open {name}? The match in progress will be given up.</source>
        <translation>Otevřít {name}? Rozehraná partie bude vzdána.</translation>
    </message>
    <message>
        <source>Export history</source>
        <translation>Exportovat průběh</translation>
    </message>
    <message>
        <source>Text (*.txt)</source>
        <translation>Text (*.txt)</translation>
    </message>
    <message>
        <source>Undo is turned off (View ▸ Allow undo).</source>
        <translation>Vracení tahů je vypnuto (Zobrazení ▸ Povolit vracení tahů).</translation>
    </message>
    <message>
        <source>Settings could not be saved: {reason}</source>
        <translation>Nastavení se nepodařilo uložit: {reason}</translation>
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
        <translation>Nová hra</translation>
    </message>
    <message>
        <source>new game</source>
        <translation>nová hra</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Hra</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Pravidla</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Karty</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Soupeř</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>Hráč {n}</translation>
    </message>
    <message>
        <source>name of player {n}</source>
        <translation>jméno hráče {n}</translation>
    </message>
    <message>
        <source>Rule variants</source>
        <translation>Varianty pravidel</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>bez omezení</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>{name} is invited: the match starts when {name} accepts…</source>
        <translation>{name} má pozvánku: partie začne, jakmile ji {name} přijme…</translation>
    </message>
    <message>
        <source>Waiting for the match to be dealt…</source>
        <translation>Čeká se na rozdání partie…</translation>
    </message>
    <message>
        <source>{game} with {name} — cardtable</source>
        <translation>{game} s hráčem {name} — cardtable</translation>
    </message>
    <message>
        <source>Inviting {name} to a new match…</source>
        <translation>Zvu {name} k nové partii…</translation>
    </message>
    <message>
        <source>The new match could not be made: {problem}</source>
        <translation>Novou partii se nepodařilo založit: {problem}</translation>
    </message>
    <message>
        <source>Signed out: your match with {name} waits in its room until you sign in again.</source>
        <translation>Odhlášeno: tvoje partie s {name} čeká ve své místnosti, dokud se znovu nepřihlásíš.</translation>
    </message>
    <message>
        <source>Online match</source>
        <translation>Partie online</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Odeslat</translation>
    </message>
    <message>
        <source>Claim the match</source>
        <translation>Prohlásit partii za vyhranou</translation>
    </message>
    <message>
        <source>Playing with {name}</source>
        <translation>Hraješ s hráčem {name}</translation>
    </message>
    <message>
        <source>Undo is not offered online: your friend has seen your move, and the room keeps it.</source>
        <extracomment>Why a feature is off online (``session.online.Offline``).</extracomment>
        <translation>Vracení tahů online není k dispozici: přítel tvůj tah už viděl a místnost ho uchovává.</translation>
    </message>
    <message>
        <source>An online hand cannot be dealt again: both programs made its deal together.</source>
        <translation>Online hru nelze rozdat znovu: rozdání vytvořily oba programy společně.</translation>
    </message>
    <message>
        <source>An online match is kept in its room: Game ▸ Play a friend online… goes back to it.</source>
        <translation>Online partie je uložená ve své místnosti: Hra ▸ Hrát s přítelem online… tě k ní vrátí.</translation>
    </message>
    <message>
        <source>The next deal is being made with your friend&apos;s program…</source>
        <translation>Další rozdání se připravuje společně s programem tvého přítele…</translation>
    </message>
    <message>
        <source>An online hand is not reviewed: this program never holds your friend&apos;s cards.</source>
        <translation>Online hru nelze rozebrat: tento program nikdy nemá karty tvého přítele.</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <extracomment>The turn line while the table waits for the friend or his program (``session.online.Awaited``).</extracomment>
        <translation>{name} přemýšlí…</translation>
    </message>
    <message>
        <source>Waiting for {name}&apos;s program to open your cards…</source>
        <translation>Čeká se, až program hráče {name} odkryje tvoje karty…</translation>
    </message>
    <message>
        <source>The next deal is being made with {name}&apos;s program…</source>
        <translation>S programem hráče {name} se rozdává další hra…</translation>
    </message>
    <message>
        <source>{name} seems to be away: the match goes on when {name} is back.</source>
        <translation>{name} je asi pryč: partie bude pokračovat, až se {name} vrátí.</translation>
    </message>
    <message>
        <source>Back at your match with {name}: nothing has happened since you left.</source>
        <extracomment>A player back at an online match with no move to recap (``session.online.Back``).</extracomment>
        <translation>Zpět u partie s {name}: od tvého odchodu se nic nestalo.</translation>
    </message>
    <message>
        <source>Back at your match with {name}.</source>
        <translation>Zpět u partie s {name}.</translation>
    </message>
    <message>
        <source>an event that is not part of this program&apos;s protocol</source>
        <extracomment>What was wrong with a refused event (``faults.Reason``), completing &quot;{name} sent …&quot;.</extracomment>
        <translation>událost, která nepatří do protokolu tohoto programu</translation>
    </message>
    <message>
        <source>an event of another protocol version</source>
        <translation>událost jiné verze protokolu</translation>
    </message>
    <message>
        <source>an event of another match</source>
        <translation>událost z jiné partie</translation>
    </message>
    <message>
        <source>an event from someone who does not play this match</source>
        <translation>událost od někoho, kdo tuto partii nehraje</translation>
    </message>
    <message>
        <source>an event sent out of turn</source>
        <translation>událost odeslanou mimo svůj tah</translation>
    </message>
    <message>
        <source>an event out of order</source>
        <translation>událost ve špatném pořadí</translation>
    </message>
    <message>
        <source>an event that does not follow the one before it</source>
        <translation>událost, která nenavazuje na předchozí</translation>
    </message>
    <message>
        <source>an event sent a second time</source>
        <translation>událost odeslanou podruhé</translation>
    </message>
    <message>
        <source>a deck of the wrong length</source>
        <translation>balíček se špatným počtem karet</translation>
    </message>
    <message>
        <source>a locked card that is no valid card</source>
        <translation>zašifrovanou kartu, která není platnou kartou</translation>
    </message>
    <message>
        <source>the same locked card twice</source>
        <translation>stejnou zašifrovanou kartu dvakrát</translation>
    </message>
    <message>
        <source>a key that is no valid key</source>
        <translation>neplatný klíč</translation>
    </message>
    <message>
        <source>a key that opens no card, or a card already seen elsewhere</source>
        <translation>klíč, který neotevírá žádnou kartu nebo otevírá kartu už viděnou jinde</translation>
    </message>
    <message>
        <source>a key that was owed and not sent</source>
        <translation>klíče, mezi kterými chybí klíč, který měl poslat</translation>
    </message>
    <message>
        <source>a key for a card that may not be opened now</source>
        <translation>klíč ke kartě, která se teď nesmí otevřít</translation>
    </message>
    <message>
        <source>a move the rules forbid</source>
        <translation>tah, který pravidla zakazují</translation>
    </message>
    <message>
        <source>keys at the hand&apos;s end that do not give the deck that was locked</source>
        <translation>klíče na konci hry, z nichž nevychází balíček, který byl zašifrován</translation>
    </message>
    <message>
        <source>a hand that does not replay on the revealed deck</source>
        <translation>hru, kterou nelze přehrát na odkrytém balíčku</translation>
    </message>
    <message>
        <source>a draw for the first dealer that does not match its commitment</source>
        <translation>los o prvního rozdávajícího, který neodpovídá svému závazku</translation>
    </message>
    <message>
        <source>a claim that crossed a move</source>
        <translation>prohlášení výhry, které se zkřížilo s tahem</translation>
    </message>
    <message>
        <source>a chat line that is too long</source>
        <translation>příliš dlouhou zprávu chatu</translation>
    </message>
    <message>
        <source>a claim of abandonment before the agreed time</source>
        <translation>prohlášení, že soupeř partii opustil, dřív, než uplynula dohodnutá doba</translation>
    </message>
    <message>
        <source>an event after the match ended</source>
        <translation>událost po skončení partie</translation>
    </message>
    <message>
        <source>an event of ours that this program&apos;s secret does not give</source>
        <translation>událost naším jménem, která neodpovídá tajemství tohoto programu</translation>
    </message>
    <message>
        <source>The match is disputed: {name} sent {what}. The record is kept; no move is taken.</source>
        <translation>Partie je sporná: hráč {name} poslal {what}. Záznam zůstává uložen; žádný další tah se neprovede.</translation>
    </message>
    <message>
        <source>You left the match.</source>
        <translation>Opustil jsi partii.</translation>
    </message>
    <message>
        <source>{name} left the match.</source>
        <translation>Hráč {name} opustil partii.</translation>
    </message>
    <message>
        <source>You claimed the match: {name} was silent past the agreed time.</source>
        <translation>Prohlásil jsi partii za vyhranou: hráč {name} mlčel déle, než bylo dohodnuto.</translation>
    </message>
    <message>
        <source>{name} claimed the match: you were silent past the agreed time.</source>
        <translation>Hráč {name} prohlásil partii za vyhranou: mlčel jsi déle, než bylo dohodnuto.</translation>
    </message>
    <message>
        <source>Network: {problem} Trying again…</source>
        <translation>Síť: {problem} Zkouším to znovu…</translation>
    </message>
    <message>
        <source>Your online match with {name} is waiting: Game ▸ Play a friend online… goes back to it.</source>
        <translation>Tvoje online partie s hráčem {name} čeká: Hra ▸ Hrát s přítelem online… tě k ní vrátí.</translation>
    </message>
    <message>
        <source>{name} asks for a rematch: press Play again to accept it.</source>
        <translation>{name} chce odvetu: přijmeš ji tlačítkem Hrát znovu.</translation>
    </message>
    <message>
        <source>{name} invites you to play {game}: Game ▸ Play a friend online… accepts.</source>
        <translation>{name} tě zve ke hře {game}: přijmeš přes Hra ▸ Hrát s přítelem online…</translation>
    </message>
    <message>
        <source>{name} invites you to a match: Game ▸ Play a friend online… accepts.</source>
        <translation>{name} tě zve k partii: přijmeš přes Hra ▸ Hrát s přítelem online…</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>Play a friend online</source>
        <translation>Hrát s přítelem online</translation>
    </message>
    <message>
        <source>Matrix account</source>
        <translation>Účet Matrix</translation>
    </message>
    <message>
        <source>name, or @name:server</source>
        <translation>jméno, nebo @jmeno:server</translation>
    </message>
    <message>
        <source>Homeserver</source>
        <translation>Domovský server</translation>
    </message>
    <message>
        <source>User</source>
        <translation>Uživatel</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Heslo</translation>
    </message>
    <message>
        <source>or access token</source>
        <translation>nebo přístupový token</translation>
    </message>
    <message>
        <source>Sign in</source>
        <translation>Přihlásit se</translation>
    </message>
    <message>
        <source>Sign out</source>
        <translation>Odhlásit se</translation>
    </message>
    <message>
        <source>Invite a friend</source>
        <translation>Pozvat přítele</translation>
    </message>
    <message>
        <source>Friend&apos;s Matrix ID</source>
        <translation>Matrix ID přítele</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Hra</translation>
    </message>
    <message>
        <source>The rules and the deck are those of Game ▸ New… for this game.</source>
        <translation>Pravidla a karty se pro tuto hru přebírají z nabídky Hra ▸ Nová…</translation>
    </message>
    <message>
        <source>Invite</source>
        <translation>Pozvat</translation>
    </message>
    <message>
        <source>Invitations and running matches</source>
        <translation>Pozvánky a rozehrané partie</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Obnovit</translation>
    </message>
    <message>
        <source>Accept or go back</source>
        <translation>Přijmout nebo pokračovat</translation>
    </message>
    <message>
        <source>Signed in as {user}</source>
        <translation>Přihlášený uživatel: {user}</translation>
    </message>
    <message>
        <source>That did not work: {problem}</source>
        <translation>Nepovedlo se: {problem}</translation>
    </message>
    <message>
        <source>Signing in…</source>
        <translation>Přihlašování…</translation>
    </message>
    <message>
        <source>The sign-in could not be kept: {reason}</source>
        <translation>Přihlášení se nepodařilo uložit: {reason}</translation>
    </message>
    <message>
        <source>Signing out…</source>
        <translation>Odhlašování…</translation>
    </message>
    <message>
        <source>Reading your invitations…</source>
        <translation>Načítání tvých pozvánek…</translation>
    </message>
    <message>
        <source>Invitation from {name}: {game}</source>
        <translation>Pozvánka od hráče {name}: {game}</translation>
    </message>
    <message>
        <source>Invitation from {name}</source>
        <translation>Pozvánka od hráče {name}</translation>
    </message>
    <message>
        <source>{game} with {name}</source>
        <translation>{game} s hráčem {name}</translation>
    </message>
    <message>
        <source>A match with {name}</source>
        <translation>Partie s hráčem {name}</translation>
    </message>
    <message>
        <source>Sign in first, and give your friend&apos;s Matrix ID (@name:server).</source>
        <translation>Nejdřív se přihlas a zadej Matrix ID svého přítele (@name:server).</translation>
    </message>
    <message>
        <source>Inviting {name}…</source>
        <translation>Odesílání pozvánky hráči {name}…</translation>
    </message>
    <message>
        <source>Accepting the invitation…</source>
        <translation>Přijímání pozvánky…</translation>
    </message>
    <message>
        <source>Playing online needs the Matrix client library, which this installation lacks. Install cardtable with its online part: pip install &apos;cardtable[online]&apos;</source>
        <translation>Hra online potřebuje klientskou knihovnu Matrix, která v této instalaci chybí. Nainstaluj cardtable s jeho online částí: pip install &apos;cardtable[online]&apos;</translation>
    </message>
</context>
<context>
    <name>Plurals</name>
    <message numerus="yes">
        <source>%n game point(s)</source>
        <translation>
            <numerusform>%n herní bod</numerusform>
            <numerusform>%n herní body</numerusform>
            <numerusform>%n herních bodů</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Pot: &lt;b&gt;%n&lt;/b&gt; chip(s)</source>
        <translation>
            <numerusform>Bank: &lt;b&gt;%n&lt;/b&gt; žeton</numerusform>
            <numerusform>Bank: &lt;b&gt;%n&lt;/b&gt; žetony</numerusform>
            <numerusform>Bank: &lt;b&gt;%n&lt;/b&gt; žetonů</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n chip(s)</source>
        <translation>
            <numerusform>%n žeton</numerusform>
            <numerusform>%n žetony</numerusform>
            <numerusform>%n žetonů</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Playing to %n pot(s)</source>
        <translation>
            <numerusform>Hraje se na %n bank</numerusform>
            <numerusform>Hraje se na %n banky</numerusform>
            <numerusform>Hraje se na %n banků</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Play %n card(s)</source>
        <translation>
            <numerusform>Zahrát %n kartu</numerusform>
            <numerusform>Zahrát %n karty</numerusform>
            <numerusform>Zahrát %n karet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>answer with exactly %n card(s)</source>
        <translation>
            <numerusform>odpověz přesně %n kartou</numerusform>
            <numerusform>odpověz přesně %n kartami</numerusform>
            <numerusform>odpověz přesně %n kartami</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Bars: game points in the last %n hand(s) (green won, red lost).</source>
        <translation>
            <numerusform>Sloupce: herní body za poslední %n hru (zeleně výhra, červeně prohra).</numerusform>
            <numerusform>Sloupce: herní body za poslední %n hry (zeleně výhra, červeně prohra).</numerusform>
            <numerusform>Sloupce: herní body za posledních %n her (zeleně výhra, červeně prohra).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Předvolby</translation>
    </message>
    <message>
        <source>preferences</source>
        <translation>předvolby</translation>
    </message>
    <message>
        <source>Like the system</source>
        <translation>Podle systému</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Jazyk</translation>
    </message>
    <message>
        <source>&amp;Deck</source>
        <translation>&amp;Karty</translation>
    </message>
    <message>
        <source>Card &amp;back</source>
        <translation>&amp;Rub karet</translation>
    </message>
    <message>
        <source>&amp;Animation speed</source>
        <translation>Rychlost &amp;animace</translation>
    </message>
    <message>
        <source>A finished &amp;trick stays</source>
        <translation>&amp;Dohraný štych zůstane ležet</translation>
    </message>
    <message>
        <source>T&amp;heme</source>
        <translation>&amp;Motiv</translation>
    </message>
    <message>
        <source>&amp;Cloth</source>
        <translation>&amp;Sukno</translation>
    </message>
    <message>
        <source>Play a card with &amp;one click (Bura: a click picks it for the group)</source>
        <translation>&amp;Hrát kartu jedním klepnutím (v buře klepnutí kartu vybere do skupiny)</translation>
    </message>
    <message>
        <source>&amp;Sound</source>
        <translation>&amp;Zvuk</translation>
    </message>
    <message>
        <source>&amp;Learner hints (your points this hand, unplayable cards dimmed)</source>
        <translation>&amp;Nápověda pro začátečníky (tvoje body v této hře, nehratelné karty ztlumené)</translation>
    </message>
    <message>
        <source>Auto-claim &amp;66 or declare 31 when right</source>
        <translation>Automaticky ohlásit &amp;66 nebo 31, když to platí</translation>
    </message>
    <message>
        <source>Ask before &amp;closing the stock</source>
        <translation>&amp;Před zavřením talonu se zeptat</translation>
    </message>
    <message>
        <source>Hot-seat Bura: show a special hand at once (else keep it)</source>
        <translation>Bura pro dva u jednoho zařízení: zvláštní list ukázat hned (jinak ponechat)</translation>
    </message>
    <message>
        <source>Show the cards &amp;played, by suit</source>
        <translation>Ukazovat &amp;odehrané karty podle barev</translation>
    </message>
    <message>
        <source>Show both players&apos; poi&amp;nts</source>
        <translation>Ukazovat &amp;body obou hráčů</translation>
    </message>
    <message>
        <source>Show the Hint button (&amp;key H)</source>
        <translation>&amp;Ukazovat tlačítko Rada (klávesa H)</translation>
    </message>
    <message>
        <source>&amp;Explain the computer&apos;s play</source>
        <translation>Vysvět&amp;lovat tahy počítače</translation>
    </message>
    <message>
        <source>Learning</source>
        <translation>Učení</translation>
    </message>
    <message>
        <source>A learning aid: the hands played with it on are marked in the statistics.</source>
        <translation>Pomůcka k učení: hry odehrané se zapnutou pomůckou se ve statistice označí.</translation>
    </message>
    <message>
        <source>A learning aid: the hands where you ask for a hint are marked in the statistics.</source>
        <translation>Pomůcka k učení: hry, ve kterých si řekneš o radu, se ve statistice označí.</translation>
    </message>
    <message>
        <source>Player &amp;{n} (hot-seat)</source>
        <translation>Hráč &amp;{n} (u jednoho zařízení)</translation>
    </message>
</context>
<context>
    <name>ReasonWords</name>
    <message>
        <source>you have {score} points, and {goal} are enough</source>
        <translation>máš {score} bodů a {goal} stačí</translation>
    </message>
    <message>
        <source>closing needs {need} more points; trumps out: {trumps_out}</source>
        <translation>po zavření zbývá uhrát ještě {need}; nezahrané trumfy mimo tvou ruku: {trumps_out}</translation>
    </message>
    <message>
        <source>the face-up {card} is better in your hand</source>
        <translation>otočenou kartu ({card}) je lepší mít v ruce</translation>
    </message>
    <message>
        <source>announcing it counts {points} points</source>
        <translation>hláška se počítá za {points} bodů</translation>
    </message>
    <message>
        <source>the rules let you show this hand now</source>
        <translation>pravidla ti teď dovolují tento list ukázat</translation>
    </message>
    <message>
        <source>there is nothing worth declaring</source>
        <translation>není nic, co by stálo za ukázání</translation>
    </message>
    <message>
        <source>it is the only card you may play</source>
        <translation>je to jediná karta, kterou smíš zahrát</translation>
    </message>
    <message>
        <source>trumping takes the trick with {amount} in it</source>
        <translation>trumf bere štych za {amount}</translation>
    </message>
    <message>
        <source>it takes the trick with {amount} in it</source>
        <translation>bere štych za {amount}</translation>
    </message>
    <message>
        <source>it gives the trick away for only {amount}</source>
        <translation>pouští štych a dává do něj jen {amount}</translation>
    </message>
    <message>
        <source>it gives the trick away and loses nothing by it</source>
        <translation>pouští štych a nic tím neztrácí</translation>
    </message>
    <message>
        <source>no card you have not seen beats the {card} in its suit</source>
        <translation>žádná karta, kterou jsi ještě neviděl, nepřebije v její barvě kartu {card}</translation>
    </message>
    <message>
        <source>no card you have not seen beats it in its suit</source>
        <translation>žádná karta, kterou jsi ještě neviděl, tuto kartu v její barvě nepřebije</translation>
    </message>
    <message>
        <source>it draws trumps; trumps out: {trumps_out}</source>
        <translation>tím taháš trumfy; nezahrané trumfy mimo tvou ruku: {trumps_out}</translation>
    </message>
    <message>
        <source>it keeps your high cards back ({amount} led)</source>
        <translation>vysoké karty si necháváš na později (vyneseno: {amount})</translation>
    </message>
    <message>
        <source>of your leads, this one came out best in the hint&apos;s search ({amount} led)</source>
        <translation>ze tvých výnosů vyšel v propočtu rady nejlépe (vyneseno: {amount})</translation>
    </message>
    <message>
        <source>it has {score} points, and {goal} are enough</source>
        <translation>má {score} bodů a {goal} stačí</translation>
    </message>
    <message>
        <source>closing needs {need} more points; trumps still in play: {trumps_out}</source>
        <translation>po zavření zbývá uhrát ještě {need}; trumfy ještě ve hře: {trumps_out}</translation>
    </message>
    <message>
        <source>the face-up {card} is better in its hand</source>
        <translation>otočenou kartu ({card}) je lepší mít v ruce</translation>
    </message>
    <message>
        <source>the rules let it show this hand now</source>
        <translation>pravidla mu teď dovolují tento list ukázat</translation>
    </message>
    <message>
        <source>it draws trumps; trumps still in play: {trumps_out}</source>
        <translation>tahá trumfy; trumfy ještě ve hře: {trumps_out}</translation>
    </message>
    <message numerus="yes">
        <source>%n honour(s)</source>
        <translation>
            <numerusform>%n honér</numerusform>
            <numerusform>%n honéry</numerusform>
            <numerusform>%n honérů</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n bod</numerusform>
            <numerusform>%n body</numerusform>
            <numerusform>%n bodů</numerusform>
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
        <translation>Rozbor hry</translation>
    </message>
    <message>
        <source>◀ &amp;Previous trick</source>
        <translation>◀ &amp;Předchozí štych</translation>
    </message>
    <message>
        <source>Next &amp;trick ▶</source>
        <translation>&amp;Další štych ▶</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Zavřít</translation>
    </message>
    <message>
        <source>Hand {n}</source>
        <translation>Hra {n}</translation>
    </message>
    <message>
        <source>The whole match</source>
        <translation>Celá partie</translation>
    </message>
    <message>
        <source>Choices of {name}</source>
        <translation>Rozhodnutí: {name}</translation>
    </message>
    <message>
        <source>The whole match: {done} of {hands} hands reviewed.</source>
        <translation>Celá partie – rozebrané hry: {done} z {hands}.</translation>
    </message>
    <message>
        <source>The expert is reviewing the hand…</source>
        <translation>Expert rozebírá hru…</translation>
    </message>
    <message>
        <source>The expert is reviewing hand {n}…</source>
        <translation>Expert rozebírá hru {n}…</translation>
    </message>
    <message>
        <source>{done} of {total} decisions</source>
        <translation>{done} z {total} rozhodnutí</translation>
    </message>
    <message>
        <source>The review failed: {error}</source>
        <translation>Rozbor se nezdařil: {error}</translation>
    </message>
    <message>
        <source>Trick {n} of {count}</source>
        <translation>Štych {n} z {count}</translation>
    </message>
    <message>
        <source>The hand&apos;s end</source>
        <translation>Konec hry</translation>
    </message>
    <message>
        <source>No choice of yours to review in this trick.</source>
        <translation>V tomto štychu nemáš žádné rozhodnutí k rozboru.</translation>
    </message>
    <message>
        <source>No hand of this match has finished yet.</source>
        <translation>V této partii ještě neskončila žádná hra.</translation>
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
        <translation># Hra z klávesnice

Každý tah lze udělat bez myši.

- **Vlevo / Vpravo** (nebo Nahoru / Dolů), **Home / End**: pohyb po kartách v ruce, i po ztlumených; karta s modrým
  rámečkem je ta, na které právě jsi.
- **Enter**: zahrát tuto kartu (ztlumená karta se odmítne s pravidlem, které ji zakazuje). V buře zahrát
  vybrané karty.
- **Mezerník**: v buře vybrat kartu (nebo ji vrátit) a složit skupinu dvou nebo tří.
- **K** hláška, **M** výměna trumfové karty, **T** zavřít talon, **O** ohlásit 66 / 31,
  **U** ukázat zvláštní list, **P** pas: písmeno je na každém tlačítku podtržené.
- **L**: znovu se podívat na poslední štych.
- **Mezerník** nebo **Enter** na stole: hrát dál, když dohraný štych leží až do klepnutí.
- **D** nebo **Enter**: další hra, po shrnutí hry.
- **Tab**: přechod mezi kartami v ruce a tlačítky. Dvě tlačítka se stejným písmenem (dvě hlášky): písmeno
  přechází z jednoho na druhé, **mezerník** je stiskne.
- **Ctrl+N** nová hra, **Ctrl+R** rozdat znovu, **Ctrl+Z** vrátit tah, **Ctrl+,** předvolby,
  **F1** pravidla (v macOS vlastní klávesy systému).
</translation>
    </message>
    <message>
        <source>- **H**: the hint for your move; **Top choices** then lists its best options with their figures.
- In the hand review: **Right** or **Alt+T** next trick, **Left** or **Alt+P** previous trick.
- After a match&apos;s result: **Space**, or the underlined letter of Play again, starts the next match;
  **Enter** does not, so that a key meant for the next hand does not pass the final result unread.
</source>
        <extracomment>Keys that the list above left out (a newcomer found them missing from Help ▸ Keyboard).</extracomment>
        <translation>- **H**: rada pro tvůj tah; **Nejlepší volby** pak ukážou její nejlepší možnosti s čísly.
- V rozboru hry: **šipka vpravo** nebo **Alt+D** další štych, **šipka vlevo** nebo **Alt+P** předchozí štych.
- Po výsledku zápasu: **mezerník** nebo podtržené písmeno tlačítka Hrát znovu začne další zápas;
  **Enter** ne, aby klávesa míněná pro další hru nepřeskočila konečný výsledek nepřečtený.
</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Pravidla</translation>
    </message>
    <message>
        <source>rules</source>
        <translation>pravidla</translation>
    </message>
    <message>
        <source>keyboard</source>
        <translation>klávesnice</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>Klávesnice</translation>
    </message>
</context>
<context>
    <name>Sayer</name>
    <message>
        <source>{figure} pots</source>
        <translation>{figure} banku</translation>
    </message>
    <message>
        <source>{figure} game points</source>
        <translation>{figure} herního bodu</translation>
    </message>
    <message numerus="yes">
        <source>%n costly lead(s)</source>
        <translation>
            <numerusform>%n ztrátový výnos</numerusform>
            <numerusform>%n ztrátové výnosy</numerusform>
            <numerusform>%n ztrátových výnosů</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n costly answer(s)</source>
        <translation>
            <numerusform>%n ztrátová odpověď</numerusform>
            <numerusform>%n ztrátové odpovědi</numerusform>
            <numerusform>%n ztrátových odpovědí</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n costly close(s)</source>
        <translation>
            <numerusform>%n ztrátové zavření</numerusform>
            <numerusform>%n ztrátová zavření</numerusform>
            <numerusform>%n ztrátových zavření</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n missed close(s)</source>
        <translation>
            <numerusform>%n promeškané zavření</numerusform>
            <numerusform>%n promeškaná zavření</numerusform>
            <numerusform>%n promeškaných zavření</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n missed claim(s)</source>
        <translation>
            <numerusform>%n promeškané ohlášení</numerusform>
            <numerusform>%n promeškaná ohlášení</numerusform>
            <numerusform>%n promeškaných ohlášení</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n missed exchange(s)</source>
        <translation>
            <numerusform>%n promeškaná výměna trumfu</numerusform>
            <numerusform>%n promeškané výměny trumfu</numerusform>
            <numerusform>%n promeškaných výměn trumfu</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n missed marriage(s)</source>
        <translation>
            <numerusform>%n promeškaná hláška</numerusform>
            <numerusform>%n promeškané hlášky</numerusform>
            <numerusform>%n promeškaných hlášek</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n costly declaration(s)</source>
        <translation>
            <numerusform>%n ztrátové ukázání zvláštního listu</numerusform>
            <numerusform>%n ztrátová ukázání zvláštního listu</numerusform>
            <numerusform>%n ztrátových ukázání zvláštního listu</numerusform>
        </translation>
    </message>
    <message>
        <source>No choice to review: every move was forced.</source>
        <translation>Není co rozebírat: každý tah byl vynucený.</translation>
    </message>
    <message>
        <source>No costly choice in {n} decisions: {loss} against the expert.</source>
        <translation>Žádná ztrátová volba ({n} rozhodnutí): {loss} oproti expertovi.</translation>
    </message>
    <message>
        <source>{some} and {last}</source>
        <translation>{some} a {last}</translation>
    </message>
    <message>
        <source>{mistakes} ({costly}); in all {n} decisions, {loss} against the expert.</source>
        <translation>{mistakes} ({costly}); ve všech {n} rozhodnutích {loss} oproti expertovi.</translation>
    </message>
    <message>
        <source>play {cards}</source>
        <translation>{cards}</translation>
    </message>
    <message>
        <source>Your lead</source>
        <translation>Tvůj výnos</translation>
    </message>
    <message>
        <source>Your choice</source>
        <translation>Tvoje volba</translation>
    </message>
    <message>
        <source>Your answer</source>
        <translation>Tvoje odpověď</translation>
    </message>
    <message>
        <source>Choice</source>
        <translation>Volba</translation>
    </message>
    <message>
        <source>Chance to win the hand</source>
        <translation>Šance na výhru hry</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>Očekávaný zisk</translation>
    </message>
    <message>
        <source>the expert&apos;s choice</source>
        <translation>volba experta</translation>
    </message>
    <message>
        <source>your choice</source>
        <translation>tvoje volba</translation>
    </message>
    <message>
        <source>Costly: {loss} against the expert&apos;s choice.</source>
        <translation>Ztrátová volba: {loss} oproti volbě experta.</translation>
    </message>
    <message>
        <source>Not costly ({loss}).</source>
        <translation>Bez podstatné ztráty ({loss}).</translation>
    </message>
    <message>
        <source>Hindsight: this position was too big to solve with every card known.</source>
        <translation>Zpětně: tuto pozici nešlo se znalostí všech karet spočítat, je příliš velká.</translation>
    </message>
    <message>
        <source>Hindsight, with every card known: your choice was as good as any ({value}).</source>
        <translation>Zpětně, se znalostí všech karet: tvoje volba byla stejně dobrá jako kterákoli jiná ({value}).</translation>
    </message>
    <message>
        <source>Hindsight, with every card known: {best} was best ({value}); yours gave {mine}.</source>
        <translation>Zpětně, se znalostí všech karet, byla nejlepší volba {best} ({value}); tvoje volba dala {mine}.</translation>
    </message>
</context>
<context>
    <name>ScorePanel</name>
    <message>
        <source>score sheet</source>
        <translation>zápis skóre</translation>
    </message>
</context>
<context>
    <name>StatsWindow</name>
    <message>
        <source>Game</source>
        <extracomment>(column key, heading) of the totals table, in order: what a player compares at a glance. Each heading says what its column counts on its own (&quot;won&quot; beside &quot;won&quot; left the player guessing); the first space breaks it.</extracomment>
        <translation>Hra</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Pravidla</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Soupeř</translation>
    </message>
    <message>
        <source>Bummerls won</source>
        <translation>Bummerly vyhrané</translation>
    </message>
    <message>
        <source>Claims right</source>
        <translation>Ohlášení správná</translation>
    </message>
    <message>
        <source>Closes held</source>
        <translation>Zavření vyšla</translation>
    </message>
    <message>
        <source>Matches played</source>
        <translation>Partie odehrané</translation>
    </message>
    <message>
        <source>Matches won</source>
        <translation>Partie vyhrané</translation>
    </message>
    <message>
        <source>Hands played</source>
        <translation>Hry odehrané</translation>
    </message>
    <message>
        <source>Hands won</source>
        <translation>Hry vyhrané</translation>
    </message>
    <message>
        <source>Game points won</source>
        <extracomment>(key, label) of the figures of the row picked in the table, listed beside the chart. Points are the game points a hand is worth (&quot;Points won&quot; read like card points).</extracomment>
        <translation>Získané herní body</translation>
    </message>
    <message>
        <source>Game points lost</source>
        <translation>Ztracené herní body</translation>
    </message>
    <message>
        <source>Won Schneider</source>
        <translation>Výhry Schneider</translation>
    </message>
    <message>
        <source>Won Schwarz</source>
        <translation>Výhry Schwarz</translation>
    </message>
    <message>
        <source>Bummerls lost</source>
        <translation>Bummerly prohrané</translation>
    </message>
    <message>
        <source>Schneiderbummerls won</source>
        <translation>Schneiderbummerly vyhrané</translation>
    </message>
    <message>
        <source>Chips won or lost</source>
        <translation>Žetony vyhrané či prohrané</translation>
    </message>
    <message>
        <source>Claims wrong</source>
        <translation>Ohlášení chybná</translation>
    </message>
    <message>
        <source>Closes failed</source>
        <translation>Zavření nevyšla</translation>
    </message>
    <message>
        <source>Hands with undo</source>
        <translation>Hry s vrácením tahu</translation>
    </message>
    <message>
        <source>Hands with a hint</source>
        <translation>Hry s radou</translation>
    </message>
    <message>
        <source>Hands with learning aids</source>
        <translation>Hry s pomůckami k učení</translation>
    </message>
    <message>
        <source>{preset}, rules changed</source>
        <extracomment>A preset whose rules the player changed in the New game dialog (kept as &quot;standard+&quot;).</extracomment>
        <translation>{preset}, změněná pravidla</translation>
    </message>
    <message>
        <source>Statistics — cardtable</source>
        <translation>Statistika — cardtable</translation>
    </message>
    <message>
        <source>Statistics per game, rules and opponent</source>
        <translation>Statistika podle hry, pravidel a soupeře</translation>
    </message>
    <message>
        <source>&amp;Reset statistics…</source>
        <translation>&amp;Vynulovat statistiku…</translation>
    </message>
    <message numerus="yes">
        <source>Left out of these figures, as damaged: %n record(s) of hands or matches.</source>
        <translation>
            <numerusform>Vynecháno z těchto údajů jako poškozené: %n záznam o hrách nebo partiích.</numerusform>
            <numerusform>Vynecháno z těchto údajů jako poškozené: %n záznamy o hrách nebo partiích.</numerusform>
            <numerusform>Vynecháno z těchto údajů jako poškozené: %n záznamů o hrách nebo partiích.</numerusform>
        </translation>
    </message>
    <message>
        <source>Only hands you play count; a demo counts nothing.</source>
        <translation>Počítají se jen hry, které hraješ sám; ukázka se nepočítá.</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Vynulovat statistiku</translation>
    </message>
    <message>
        <source>Forget every recorded hand and match? This cannot be undone.</source>
        <translation>Zapomenout všechny zaznamenané hry a partie? Nedá se to vrátit.</translation>
    </message>
</context>
<context>
    <name>SummaryPanel</name>
    <message>
        <source>The match is over: Space or {key} plays again.</source>
        <translation>Zápas skončil: mezerník nebo {key} spustí novou hru.</translation>
    </message>
    <message>
        <source>&amp;Next hand</source>
        <translation>&amp;Další hra</translation>
    </message>
    <message>
        <source>continue to the next hand</source>
        <translation>pokračovat další hrou</translation>
    </message>
    <message>
        <source>N</source>
        <comment>shortcut of Next hand</comment>
        <translation>D</translation>
    </message>
    <message>
        <source>Shortcut: {key}</source>
        <translation>Klávesa: {key}</translation>
    </message>
    <message>
        <source>&amp;Play again</source>
        <translation>Hrát z&amp;novu</translation>
    </message>
    <message>
        <source>play again with the same rules</source>
        <translation>hrát znovu se stejnými pravidly</translation>
    </message>
    <message>
        <source>New &amp;game…</source>
        <translation>Nová &amp;partie…</translation>
    </message>
    <message>
        <source>choose a new game</source>
        <translation>vybrat novou hru</translation>
    </message>
    <message>
        <source>&amp;Review hand</source>
        <translation>&amp;Rozbor hry</translation>
    </message>
    <message>
        <source>the expert&apos;s review of this hand</source>
        <translation>rozbor této hry expertem</translation>
    </message>
</context>
<context>
    <name>TableWidget</name>
    <message>
        <source>You have {score} points.</source>
        <translation>Tvoje body: {score}.</translation>
    </message>
    <message>
        <source>card table</source>
        <translation>karetní stůl</translation>
    </message>
    <message>
        <source>the trick</source>
        <translation>štych</translation>
    </message>
    <message>
        <source>the stock</source>
        <translation>talon</translation>
    </message>
    <message>
        <source>the trump card</source>
        <translation>trumfová karta</translation>
    </message>
    <message>
        <source>status line</source>
        <translation>stavový řádek</translation>
    </message>
    <message>
        <source>{name}: hand</source>
        <translation>{name}: karty v ruce</translation>
    </message>
    <message>
        <source>closed</source>
        <translation>zavřeno</translation>
    </message>
    <message>
        <source>Click to go on</source>
        <translation>Klepni a hraj dál</translation>
    </message>
    <message>
        <source>No trick has been taken yet in this hand.</source>
        <translation>V tomto rozdání ještě nepadl žádný štych.</translation>
    </message>
    <message>
        <source>Last trick: {name} · L: back to this trick</source>
        <translation>Poslední štych: {name} · L: zpět na tento štych</translation>
    </message>
    <message>
        <source>Last trick: {name}</source>
        <translation>Poslední štych: {name}</translation>
    </message>
    <message>
        <source>Click a card to pick it; then press the Play button that appears, double-click it, or press Enter.</source>
        <translation>Klepnutím vyber kartu; pak stiskni tlačítko Zahrát, které se objeví, poklepej na ni nebo stiskni Enter.</translation>
    </message>
    <message>
        <source>Click</source>
        <translation>Klepnutím</translation>
    </message>
    <message>
        <source>Ctrl+click</source>
        <translation>Klepnutím s klávesou Ctrl</translation>
    </message>
    <message numerus="yes">
        <source>{pick} %n card(s) of any suits to answer; then press the Play button that appears or press Enter.</source>
        <translation>
            <numerusform>{pick} vyber pro odpověď %n kartu libovolné barvy; pak stiskni tlačítko Zahrát, které se objeví, nebo stiskni Enter.</numerusform>
            <numerusform>{pick} vyber pro odpověď %n karty libovolných barev; pak stiskni tlačítko Zahrát, které se objeví, nebo stiskni Enter.</numerusform>
            <numerusform>{pick} vyber pro odpověď %n karet libovolných barev; pak stiskni tlačítko Zahrát, které se objeví, nebo stiskni Enter.</numerusform>
        </translation>
    </message>
    <message>
        <source>Click a card to play it.</source>
        <translation>Kartu zahraješ klepnutím.</translation>
    </message>
    <message>
        <source>Double-click a card, drag it to the middle or press Enter to play it.</source>
        <translation>Kartu zahraješ poklepáním, přetažením doprostřed nebo klávesou Enter.</translation>
    </message>
    <message>
        <source>Match over</source>
        <translation>Konec partie</translation>
    </message>
    <message>
        <source>Hand over</source>
        <translation>Konec hry</translation>
    </message>
    <message>
        <source>Show your special hand or pass</source>
        <translation>Ukaž svůj zvláštní list, nebo pasuj</translation>
    </message>
    <message>
        <source>{name}: show your special hand or pass</source>
        <translation>{name}: ukaž svůj zvláštní list, nebo pasuj</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Jsi na tahu</translation>
    </message>
    <message>
        <source>{name} to play</source>
        <translation>Na tahu: {name}</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation>{name} přemýšlí…</translation>
    </message>
    <message>
        <source>Click cards of one suit to pick them; then press the Play button that appears, double-click the last card, or press Enter.</source>
        <translation>Klepnutím vyber karty jedné barvy; pak stiskni tlačítko Zahrát, které se objeví, poklepej na poslední kartu nebo stiskni Enter.</translation>
    </message>
    <message>
        <source>Ctrl+click cards of one suit to pick them; then press the Play button that appears, press Enter, or drag them to the middle.</source>
        <translation>Karty jedné barvy vyber klepnutím s klávesou Ctrl; pak stiskni tlačítko Zahrát, které se objeví, stiskni Enter nebo je přetáhni doprostřed.</translation>
    </message>
    <message>
        <source>Close the stock?</source>
        <translation>Zavřít talon?</translation>
    </message>
    <message>
        <source>Declare 31?</source>
        <translation>Ohlásit 31?</translation>
    </message>
    <message>
        <source>Claim 66?</source>
        <translation>Ohlásit 66?</translation>
    </message>
    <message>
        <source>The match is drawn.</source>
        <translation>Partie skončila remízou.</translation>
    </message>
    <message>
        <source>You win the match!</source>
        <translation>Vyhráváš partii!</translation>
    </message>
    <message>
        <source>{name} wins the match.</source>
        <translation>Partii vyhrává {name}.</translation>
    </message>
    <message>
        <source>Hands played: {hands} · won: {first} {a}, {second} {b}</source>
        <translation>Odehrané hry: {hands} · vyhrané: {first} {a}, {second} {b}</translation>
    </message>
</context>
<context>
    <name>TopChoices</name>
    <message>
        <source>Top choices</source>
        <translation>Nejlepší volby</translation>
    </message>
    <message>
        <source>Choice</source>
        <translation>Volba</translation>
    </message>
    <message>
        <source>Chance to win the hand</source>
        <translation>Šance na výhru hry</translation>
    </message>
    <message>
        <source>Expected game points</source>
        <translation>Očekávané herní body</translation>
    </message>
    <message>
        <source>Expected pots</source>
        <translation>Očekávané banky</translation>
    </message>
    <message numerus="yes">
        <source>Figures from %n deal(s) the expert tried that fit what you have seen.</source>
        <translation>
            <numerusform>Údaje z %n rozdání, které expert vyzkoušel a které odpovídá tomu, co jsi viděl.</numerusform>
            <numerusform>Údaje z %n rozdání, která expert vyzkoušel a která odpovídají tomu, co jsi viděl.</numerusform>
            <numerusform>Údaje z %n rozdání, která expert vyzkoušel a která odpovídají tomu, co jsi viděl.</numerusform>
        </translation>
    </message>
    <message>
        <source>No search was needed: this move is clear.</source>
        <translation>Nebylo třeba nic propočítávat: tento tah je jasný.</translation>
    </message>
</context>
<context>
    <name>WelcomeDialog</name>
    <message>
        <source>Welcome to cardtable</source>
        <translation>Vítej v programu cardtable</translation>
    </message>
    <message>
        <source>&lt;b&gt;Which game would you like to play?&lt;/b&gt;</source>
        <translation>&lt;b&gt;Jakou hru si chceš zahrát?&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Play a guided first hand</source>
        <translation>Zahrát první hru s průvodcem</translation>
    </message>
    <message>
        <source>Just play</source>
        <translation>Prostě hrát</translation>
    </message>
    <message>
        <source>&lt;b&gt;To play a card&lt;/b&gt;, click it. Or pick it with the arrow keys and press Enter, or drag it to the middle of the table. In Bura, click each card of a group, then press Play.</source>
        <translation>&lt;b&gt;Kartu zahraješ&lt;/b&gt; klepnutím. Nebo ji vyber šipkami a stiskni Enter, případně ji přetáhni doprostřed stolu. V buře klepni na každou kartu skupiny a pak stiskni Zahrát.</translation>
    </message>
    <message>
        <source>With one-click play off, a click only picks a card: double-click it, drag it or press Enter to play it.</source>
        <translation>Když je hraní jedním klepnutím vypnuté, klepnutí kartu jen vybere: zahraješ ji poklepáním, přetažením nebo klávesou Enter.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Moves other than a card&lt;/b&gt; (a marriage, closing the stock, claiming 66, declaring 31 or a special hand) are buttons beside your hand; each has its key underlined.</source>
        <translation>&lt;b&gt;Tahy jiné než karta&lt;/b&gt; (hláška, zavření talonu, ohlášení 66, vyhlášení 31 nebo zvláštní karty) jsou tlačítka vedle tvých karet; každé má podtrženou svou klávesu.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The rules&lt;/b&gt;: press F1 (Help ▸ Rules). With learner hints on (Game ▸ Preferences), a card you may not play is dimmed and names the rule that forbids it.</source>
        <translation>&lt;b&gt;Pravidla&lt;/b&gt;: stiskni F1 (Nápověda ▸ Pravidla). S nápovědou pro začátečníky (Hra ▸ Předvolby) je karta, kterou nesmíš zahrát, ztlumená a uvádí pravidlo, které ji zakazuje.</translation>
    </message>
    <message>
        <source>&lt;b&gt;A hint&lt;/b&gt;: press H or the Hint button, and the expert shows its move and says why.</source>
        <translation>&lt;b&gt;Rada&lt;/b&gt;: stiskni H nebo tlačítko Rada a expert ukáže svůj tah a řekne proč.</translation>
    </message>
    <message>
        <source>&lt;b&gt;After a hand&lt;/b&gt;, Game ▸ Review a hand… goes through it with the expert. Game ▸ Preferences ▸ Learning shows the cards already played, both players&apos; points, and why the computer played as it did.</source>
        <translation>&lt;b&gt;Po skončení hry&lt;/b&gt; ji s tebou expert projde v nabídce Hra ▸ Rozbor hry… V nabídce Hra ▸ Předvolby ▸ Učení si můžeš zapnout zobrazení už zahraných karet, bodů obou hráčů a vysvětlení, proč počítač hrál tak, jak hrál.</translation>
    </message>
    <message>
        <source>You can read this again any time: Help ▸ How to play.</source>
        <translation>Tohle si můžeš kdykoli přečíst znovu: Nápověda ▸ Jak hrát.</translation>
    </message>
</context>
<context>
    <name>access</name>
    <message>
        <source>face-down card</source>
        <translation>karta rubem nahoru</translation>
    </message>
    <message>
        <source>playable</source>
        <translation>lze zahrát</translation>
    </message>
    <message>
        <source>not playable: {why}</source>
        <translation>nelze zahrát: {why}</translation>
    </message>
    <message>
        <source>{n} cards</source>
        <translation>karet: {n}</translation>
    </message>
    <message>
        <source>1 card</source>
        <translation>1 karta</translation>
    </message>
    <message>
        <source>no cards</source>
        <translation>žádné karty</translation>
    </message>
    <message>
        <source>{who}: {cards}</source>
        <extracomment>a play as heard: &quot;Computer: ace of hearts&quot;</extracomment>
        <translation>{who}: {cards}</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Jsi na tahu</translation>
    </message>
    <message>
        <source>Card si&amp;ze</source>
        <translation>&amp;Velikost karet</translation>
    </message>
    <message>
        <source>Hi&amp;gh contrast table and deck</source>
        <translation>Vysoký kon&amp;trast stolu a karet</translation>
    </message>
</context>
<context>
    <name>app</name>
    <message>
        <source>Something went wrong ({kind}); details are in {log}.</source>
        <translation>Něco se pokazilo ({kind}); podrobnosti jsou v {log}.</translation>
    </message>
    <message>
        <source>Something went wrong ({kind}); no log could be written.</source>
        <translation>Něco se pokazilo ({kind}); záznam se nepodařilo zapsat.</translation>
    </message>
</context>
<context>
    <name>card-suit</name>
    <message>
        <source>clubs</source>
        <extracomment>A suit&apos;s word inside a card&apos;s name (a translation may need another form of it than alone: a genitive, an adjective&apos;s stem), in the context &quot;card-suit&quot; (&quot;tell-card-suit&quot;).</extracomment>
        <translation>křížov</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>károv</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>srdcov</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>pikov</translation>
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
        <translation>kříže</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>káry</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>srdce</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>piky</translation>
    </message>
    <message>
        <source>ace of {suit}</source>
        <extracomment>&quot;{rank} of {suit}&quot; in the card&apos;s own words (a Tell deck&apos;s names differ from the French deck&apos;s).</extracomment>
        <translation>{suit}é eso</translation>
    </message>
    <message>
        <source>ten of {suit}</source>
        <translation>{suit}á desítka</translation>
    </message>
    <message>
        <source>king of {suit}</source>
        <translation>{suit}ý král</translation>
    </message>
    <message>
        <source>queen of {suit}</source>
        <translation>{suit}á dáma</translation>
    </message>
    <message>
        <source>jack of {suit}</source>
        <translation>{suit}ý kluk</translation>
    </message>
    <message>
        <source>nine of {suit}</source>
        <translation>{suit}á devítka</translation>
    </message>
    <message>
        <source>eight of {suit}</source>
        <translation>{suit}á osmička</translation>
    </message>
    <message>
        <source>seven of {suit}</source>
        <translation>{suit}á sedmička</translation>
    </message>
    <message>
        <source>six of {suit}</source>
        <translation>{suit}á šestka</translation>
    </message>
    <message>
        <source>king</source>
        <extracomment>Rank words inside refusals, per deck (D-2, D-3). Lower case like the card names: they stand inside a sentence (&quot;lead its king or queen&quot;).</extracomment>
        <translation>král</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>dáma</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>kluk</translation>
    </message>
    <message>
        <source>ace</source>
        <translation>eso</translation>
    </message>
</context>
<context>
    <name>games</name>
    <message>
        <source>Schnapsen</source>
        <extracomment>The games&apos; titles as a player reads them (the specs hold them in English).</extracomment>
        <translation>Šnaps</translation>
    </message>
    <message>
        <source>Bura</source>
        <translation>Bura</translation>
    </message>
    <message>
        <source>Bohemian Schneider</source>
        <translation>Český šnejdr</translation>
    </message>
</context>
<context>
    <name>guide</name>
    <message>
        <source>Lead the {card1}: the highest trump cannot be beaten (S-10), and once you have won a trick your marriages count (S-12).</source>
        <translation>Vynes tuto kartu: {card1}. Nejvyšší trumf nelze přebít (S-10), a jakmile uhraješ štych, tvoje hlášky se počítají (S-12).</translation>
    </message>
    <message>
        <source>The computer could not beat it, so it gave its cheapest card, the {card1}. You took the trick and drew a card from the stock (S-11).</source>
        <translation>Počítač tvou kartu nemohl přebít, a tak dal svou nejlevnější kartu: {card1}. Štych je tvůj a dobral sis kartu z talonu (S-11).</translation>
    </message>
    <message>
        <source>You hold the {card1} and the {card2}: announce the marriage with its button below your cards. It is worth 20 (S-12).</source>
        <translation>Máš v ruce dvě karty: {card1} a {card2}. Ohlas hlášku jejím tlačítkem pod svými kartami. Je za 20 bodů (S-12).</translation>
    </message>
    <message>
        <source>Now lead the {card1} or the {card2}: a marriage is played with one of its cards (S-12).</source>
        <translation>Teď vynes jednu z těchto karet: {card1}, nebo {card2}. Po hlášce se vynáší jedna z jejích karet (S-12).</translation>
    </message>
    <message>
        <source>You drew the {card1}, the lowest trump: exchange it for the face-up {card2} (S-14). Then you hold the trump marriage.</source>
        <translation>Dobral sis nejnižší trumf: {card1}. Vyměň ho za otočenou kartu, kterou je {card2} (S-14). Pak budeš mít trumfovou hlášku.</translation>
    </message>
    <message>
        <source>Close the stock (S-15): nobody draws any more, and the computer must follow suit (S-17). Close only when you are sure of 66: with the trump marriage you are.</source>
        <translation>Zavři talon (S-15): už nikdo nedobírá a počítač musí přiznat barvu (S-17). Zavírej, jen když si jsi jistý, že dosáhneš 66: s trumfovou hláškou si jistý jsi.</translation>
    </message>
    <message>
        <source>Announce the trump marriage: it is worth 40 (S-12), which makes 79 points.</source>
        <translation>Ohlas trumfovou hlášku: je za 40 bodů (S-12), takže máš 79 bodů.</translation>
    </message>
    <message>
        <source>Claim 66 with its button (S-19): you have 79. The computer has no trick, so you win 3 game points (S-22).</source>
        <translation>Ohlas 66 tlačítkem (S-19): máš 79. Počítač nemá žádný štych, takže získáš 3 herní body (S-22).</translation>
    </message>
    <message>
        <source>Well done: that is Schnapsen. Play on as you like; press H for a hint at any time.</source>
        <translation>Výborně, to je šnaps. Hraj dál, jak chceš; radu dostaneš kdykoli klávesou H.</translation>
    </message>
    <message>
        <source>In Bura you may lead two or three cards of one suit (B-5). Pick the {card1} and the {card2}, then play them together.</source>
        <translation>V buře smíš vynést dvě nebo tři karty jedné barvy (B-5). Vyber tyto karty: {card1} a {card2}, a pak je zahraj společně.</translation>
    </message>
    <message>
        <source>Lead the {card1} alone: nothing beats the highest trump (B-7).</source>
        <translation>Vynes samotnou tuto kartu: {card1}. Nejvyšší trumf nic nepřebije (B-7).</translation>
    </message>
    <message>
        <source>The computer gave the {card1} rather than waste a good card, and you took the trick: you have 39 points now.</source>
        <translation>Počítač nechtěl plýtvat dobrou kartou, a tak dal tuto: {card1}. Štych je tvůj a teď máš 39 bodů.</translation>
    </message>
    <message>
        <source>To take a group, the answer must beat each of its cards (B-8). The computer could not and gave the {card1} and the {card2}: the trick is yours, and you have 21 points.</source>
        <translation>Aby odpověď vzala skupinu, musí přebít každou její kartu (B-8). Počítač to nedokázal a dal tyto karty: {card1} a {card2}. Štych je tvůj a máš 21 bodů.</translation>
    </message>
    <message>
        <source>The computer gave the {card1}, worth nothing, and the trick is yours: 32 points, but only a declaration wins (B-17).</source>
        <translation>Počítač dal kartu, která nemá žádnou hodnotu: {card1}. Štych je tvůj: máš 32 bodů, ale vyhrát můžeš jen ohlášením (B-17).</translation>
    </message>
    <message>
        <source>Declare 31 with its button: with 31 or more you win the pot (B-18). Declaring with less would double the pot at your cost.</source>
        <translation>Ohlas 31 tlačítkem: s 31 body nebo víc vyhráváš bank (B-18). Kdybys ohlásil s menším počtem bodů, zdvojnásobil bys bank ze svého.</translation>
    </message>
    <message>
        <source>Well done: that is Bura. Keep count of your points as you play; press H for a hint at any time.</source>
        <translation>Výborně, to je bura. Během hry si počítej body; radu dostaneš kdykoli klávesou H.</translation>
    </message>
    <message>
        <source>Schneider has no trumps and no duty to follow suit (H-4). Lead the {card1}: an answer wins only with a higher card of the suit led (H-5), and none is higher.</source>
        <translation>Český šnejdr nemá trumfy ani povinnost přiznat barvu (H-4). Vynes tuto kartu: {card1}. Odpověď vyhrává jen vyšší kartou vynesené barvy (H-5) a vyšší karta není žádná.</translation>
    </message>
    <message>
        <source>The computer gave the {card1}, no honour. Your trick holds one honour (H-2).</source>
        <translation>Počítač dal kartu, která není honér: {card1}. Ve tvém štychu je jeden honér (H-2).</translation>
    </message>
    <message>
        <source>Lead the {card1}: it is no honour, so if the computer takes the trick, it gains nothing from you.</source>
        <translation>Vynes tuto kartu: {card1}. Není to honér, takže když štych vezme počítač, nic od tebe nezíská.</translation>
    </message>
    <message>
        <source>The computer took it with the {card1}: one honour for it, none from you.</source>
        <translation>Počítač vzal štych touto kartou: {card1}. Jeden honér pro něj, od tebe žádný.</translation>
    </message>
    <message>
        <source>Answer with the {card1}: it beats the {card2} in its own suit (H-5) and takes two honours.</source>
        <translation>Odpověz touto kartou: {card1}. Ve své barvě přebíjí vynesenou kartu, kterou je {card2} (H-5), a bere dva honéry.</translation>
    </message>
    <message>
        <source>Well done. Whoever takes 11 of the 20 honours wins (H-8). Play the hand out; press H for a hint at any time.</source>
        <translation>Výborně. Vyhrává, kdo získá 11 z 20 honérů (H-8). Dohraj hru; radu dostaneš kdykoli klávesou H.</translation>
    </message>
    <message>
        <source>Lesson, step {n} of {total}: {words}</source>
        <translation>Lekce, krok {n} z {total}: {words}</translation>
    </message>
    <message>
        <source>Not this move: the lesson asks for another. {words}</source>
        <translation>Tento tah ne: lekce chce jiný. {words}</translation>
    </message>
</context>
<context>
    <name>notices</name>
    <message>
        <source>Your settings file could not be read ({reason}); the defaults are used.{kept}</source>
        <extracomment>What a player reads when something goes wrong here (worded in his language by the table).</extracomment>
        <translation>Soubor s nastavením nešlo přečíst ({reason}); platí výchozí nastavení.{kept}</translation>
    </message>
    <message>
        <source>it is not text</source>
        <extracomment>Why a settings file could not be read, in a player&apos;s words (the ``reason`` above).</extracomment>
        <translation>není to text</translation>
    </message>
    <message>
        <source>it is not a settings file</source>
        <translation>není to soubor nastavení</translation>
    </message>
    <message>
        <source>it cannot be opened</source>
        <translation>nelze jej otevřít</translation>
    </message>
    <message>
        <source>it is not a file (a device or a pipe)</source>
        <translation>není to soubor (je to zařízení nebo roura)</translation>
    </message>
    <message>
        <source>it is too large</source>
        <translation>je příliš velký</translation>
    </message>
    <message>
        <source>Your settings folder {folder} cannot be used ({reason}); the defaults are used and changes will not be saved.</source>
        <extracomment>The settings folder cannot be used at all (no permission, a file where the folder should be).</extracomment>
        <translation>Složku s nastavením {folder} nelze použít ({reason}); platí výchozí nastavení a změny se neuloží.</translation>
    </message>
    <message>
        <source>permission denied</source>
        <translation>přístup odepřen</translation>
    </message>
    <message>
        <source>a file stands where a folder should be</source>
        <translation>na místě složky je soubor</translation>
    </message>
    <message>
        <source>it is a link that points back to itself</source>
        <translation>je to odkaz, který ukazuje sám na sebe</translation>
    </message>
    <message>
        <source>Some saved settings were not valid and were reset: {names}.</source>
        <translation>Některá uložená nastavení byla neplatná a byla obnovena: {names}.</translation>
    </message>
    <message>
        <source>Some saved settings are unknown to this version or not valid and were left out: {names}. The file as it was is kept as {name}.</source>
        <extracomment>The same, when the file as it was (perhaps from a newer version) is kept beside the new one.</extracomment>
        <translation>Některá uložená nastavení tato verze nezná nebo nejsou platná, a proto byla vynechána: {names}. Soubor v původní podobě je uložen jako {name}.</translation>
    </message>
    <message>
        <source>the game</source>
        <extracomment>How a setting is named to a player when its saved value is left out (not by its field name).</extracomment>
        <translation>hra</translation>
    </message>
    <message>
        <source>the rules presets</source>
        <translation>sady pravidel</translation>
    </message>
    <message>
        <source>the rule toggles</source>
        <translation>varianty pravidel</translation>
    </message>
    <message>
        <source>the deck</source>
        <translation>karty</translation>
    </message>
    <message>
        <source>the card back</source>
        <translation>rub karet</translation>
    </message>
    <message>
        <source>the opponent</source>
        <translation>soupeř</translation>
    </message>
    <message>
        <source>the animation speed</source>
        <translation>rychlost animace</translation>
    </message>
    <message>
        <source>sound</source>
        <translation>zvuk</translation>
    </message>
    <message>
        <source>auto-claim</source>
        <translation>automatické ohlášení</translation>
    </message>
    <message>
        <source>learner hints</source>
        <translation>nápověda pro začátečníky</translation>
    </message>
    <message>
        <source>undo</source>
        <translation>vracení tahů</translation>
    </message>
    <message>
        <source>asking before closing the stock</source>
        <translation>dotaz před zavřením talonu</translation>
    </message>
    <message>
        <source>the theme</source>
        <translation>motiv</translation>
    </message>
    <message>
        <source>the cloth</source>
        <translation>sukno</translation>
    </message>
    <message>
        <source>the card size</source>
        <translation>velikost karet</translation>
    </message>
    <message>
        <source>high contrast</source>
        <translation>vysoký kontrast</translation>
    </message>
    <message>
        <source>how long a finished trick stays</source>
        <translation>jak dlouho dohraný štych zůstane ležet</translation>
    </message>
    <message>
        <source>one-click play</source>
        <translation>hraní jedním klepnutím</translation>
    </message>
    <message>
        <source>the Bura match length</source>
        <translation>délka partie bury</translation>
    </message>
    <message>
        <source>hot-seat special hands</source>
        <translation>zvláštní listy v buře u jednoho zařízení</translation>
    </message>
    <message>
        <source>the hot-seat names</source>
        <translation>jména hráčů u jednoho zařízení</translation>
    </message>
    <message>
        <source>the language</source>
        <translation>jazyk</translation>
    </message>
    <message>
        <source>the window&apos;s size and place</source>
        <translation>velikost a umístění okna</translation>
    </message>
    <message>
        <source>the welcome</source>
        <translation>uvítání</translation>
    </message>
    <message>
        <source>showing the cards played</source>
        <translation>zobrazení odehraných karet</translation>
    </message>
    <message>
        <source>showing both players&apos; points</source>
        <translation>zobrazení bodů obou hráčů</translation>
    </message>
    <message>
        <source>the Hint button</source>
        <translation>tlačítko Rada</translation>
    </message>
    <message>
        <source>explaining the computer&apos;s play</source>
        <translation>vysvětlování tahů počítače</translation>
    </message>
    <message>
        <source>the rules preset of {game}</source>
        <extracomment>A game&apos;s saved rules, named with the game&apos;s (and the rule&apos;s) title.</extracomment>
        <translation>sada pravidel hry {game}</translation>
    </message>
    <message>
        <source>the {game} rule “{rule}”</source>
        <translation>pravidlo hry {game} „{rule}“</translation>
    </message>
    <message>
        <source>the rules of {game}</source>
        <translation>pravidla hry {game}</translation>
    </message>
    <message>
        <source>“{key}”</source>
        <extracomment>A key this version does not know (a newer version&apos;s), named as it is written in the file.</extracomment>
        <translation>„{key}“</translation>
    </message>
    <message>
        <source> It was kept as {name}.</source>
        <translation> Byl uschován jako {name}.</translation>
    </message>
    <message>
        <source>The saved game names a seat that does not exist.</source>
        <extracomment>What a player reads when something goes wrong here (worded in his language by the table).</extracomment>
        <translation>Uložená hra uvádí místo, které neexistuje.</translation>
    </message>
    <message>
        <source>The saved game&apos;s rules are not valid: {why}</source>
        <translation>Pravidla uložené hry nejsou platná: {why}</translation>
    </message>
    <message>
        <source>Move {number} of the saved game ({action}) is not legal: {why}</source>
        <translation>Tah {number} uložené hry ({action}) není povolený: {why}</translation>
    </message>
    <message>
        <source>The game could not be saved to {path}: {why}.</source>
        <translation>Hru nešlo uložit do {path}: {why}.</translation>
    </message>
    <message>
        <source>{name} is a folder, not a saved game.</source>
        <translation>{name} je složka, ne uložená hra.</translation>
    </message>
    <message>
        <source>{name} is not a file (a device or a pipe), not a saved game.</source>
        <translation>{name} není soubor (je to zařízení nebo roura), ne uložená hra.</translation>
    </message>
    <message>
        <source>{name} is too large to be a saved game ({kb} KB).</source>
        <translation>{name} je na uloženou hru příliš velký ({kb} KB).</translation>
    </message>
    <message>
        <source>{name} could not be read: {why}.</source>
        <translation>{name} nešlo přečíst: {why}.</translation>
    </message>
    <message>
        <source>{name} is empty.</source>
        <translation>{name} je prázdný.</translation>
    </message>
    <message>
        <source>{name} is damaged or not a saved game (it is not readable JSON; perhaps it was cut short).</source>
        <translation>{name} je poškozený nebo to není uložená hra (není to čitelný JSON; možná byl zkrácen).</translation>
    </message>
    <message>
        <source>{name} is not a cardtable saved game.</source>
        <translation>{name} není uložená hra cardtable.</translation>
    </message>
    <message>
        <source>{name} was saved by a newer cardtable (format {version}); this version reads format {ours} and older.</source>
        <translation>{name} uložil novější cardtable (formát {version}); tato verze čte formát {ours} a starší.</translation>
    </message>
    <message>
        <source>{name} is not a valid saved game ({where}: {why}).</source>
        <translation>{name} není platná uložená hra ({where}: {why}).</translation>
    </message>
    <message>
        <source>{name} is not a valid saved game (its format version is not one this version knows).</source>
        <translation>{name} není platná uložená hra (tato verze nezná verzi jejího formátu).</translation>
    </message>
    <message>
        <source>The game could not be saved ({where}: {why}).</source>
        <translation>Hru nešlo uložit ({where}: {why}).</translation>
    </message>
    <message>
        <source>The game could not be saved to {path}: it is too long ({kb} KB).</source>
        <translation>Hru nešlo uložit do {path}: je příliš dlouhá ({kb} KB).</translation>
    </message>
    <message>
        <source>Your unfinished game was kept as {name}; Game ▸ Open plays it on.</source>
        <translation>Tvoje nedohraná partie byla uschována jako {name}; Hra ▸ Otevřít v ní pokračuje.</translation>
    </message>
    <message>
        <source>The autosaved game could not be resumed: {why}{kept}</source>
        <translation>Automaticky uloženou hru nešlo obnovit: {why}{kept}</translation>
    </message>
    <message>
        <source>A guided first hand cannot be saved; Help ▸ Guided first hand starts it again.</source>
        <extracomment>A guided first hand (issue 43) is dealt by its lesson, not by the match&apos;s seed: it would replay another deal.</extracomment>
        <translation>První hru s průvodcem nelze uložit; Nápověda ▸ První hra s průvodcem ji spustí znovu.</translation>
    </message>
    <message>
        <source> The old file was kept as {name}.</source>
        <extracomment>What a player reads when something goes wrong here (worded in his language by the table).</extracomment>
        <translation> Starý soubor byl uschován jako {name}.</translation>
    </message>
    <message>
        <source>The statistics could not be read ({problem}) and were started anew.{kept}</source>
        <translation>Statistiku nešlo přečíst ({problem}), a proto byla založena znovu.{kept}</translation>
    </message>
    <message>
        <source>Statistics cannot be kept: {why}.{kept}</source>
        <translation>Statistiku nelze vést: {why}.{kept}</translation>
    </message>
    <message>
        <source>The statistics cannot be used now ({why}): the trouble is beside their file, at {name}, not in it. The file was left as it is; nothing is recorded in this run.</source>
        <translation>Statistiku teď nelze použít ({why}): potíž je vedle jejího souboru, v {name}, ne v něm. Soubor zůstal, jak byl; v tomto spuštění se nic nezaznamená.</translation>
    </message>
    <message>
        <source>The statistics were not reset: another program is using them. Try again once it lets them go.</source>
        <translation>Statistika nebyla vynulována: používá ji jiný program. Zkus to znovu, až ji uvolní.</translation>
    </message>
    <message>
        <source>The statistics were written by a newer cardtable (schema {version}); they are left as they are and nothing is recorded.</source>
        <translation>Statistiku zapsal novější cardtable (schéma {version}); zůstane beze změny a nic se nezaznamená.</translation>
    </message>
    <message>
        <source>Statistics could not be saved: {why}.</source>
        <translation>Statistiku nešlo uložit: {why}.</translation>
    </message>
    <message>
        <source>Statistics could not be reset: {why}.</source>
        <translation>Statistiku nešlo vynulovat: {why}.</translation>
    </message>
    <message>
        <source>Statistics could not be read: {why}.</source>
        <translation>Statistiku nešlo přečíst: {why}.</translation>
    </message>
    <message>
        <source>The statistics are in use by another program; the hands of this run are recorded once it lets them go.</source>
        <translation>Statistiku právě používá jiný program; hry z tohoto spuštění se zaznamenají, jakmile ji uvolní.</translation>
    </message>
    <message>
        <source>the table could not show it (the error log has the details)</source>
        <extracomment>Why a saved match could not be shown (an error the table met; the log has the details).</extracomment>
        <translation>stůl ji nedokázal zobrazit (podrobnosti jsou v záznamu chyb)</translation>
    </message>
    <message>
        <source>{name} could not be opened: {why}.</source>
        <translation>{name} nešlo otevřít: {why}.</translation>
    </message>
</context>
<context>
    <name>refusal</name>
    <message>
        <source>play one card at a time</source>
        <translation>hraj po jedné kartě</translation>
    </message>
    <message>
        <source>you do not hold {cards}</source>
        <translation>{cards} nemáš v ruce</translation>
    </message>
    <message>
        <source>after announcing a marriage you must lead its {King} or {Queen} ({suit})</source>
        <translation>po hlášce musíš vynést její kartu: {King} nebo {Queen} ({suit})</translation>
    </message>
    <message>
        <source>you must follow suit ({suit})</source>
        <translation>musíš přiznat barvu ({suit})</translation>
    </message>
    <message>
        <source>you must head the trick: play a higher card of the suit led ({suit})</source>
        <translation>musíš přebít štych: zahrát vyšší kartu vynesené barvy ({suit})</translation>
    </message>
    <message>
        <source>you cannot follow suit, so you must trump ({suit})</source>
        <translation>nemůžeš přiznat barvu, takže musíš trumfnout ({suit})</translation>
    </message>
    <message>
        <source>a marriage is announced only when you lead, before leading</source>
        <translation>hlásit se dá jen při vynášení, před vynesením</translation>
    </message>
    <message>
        <source>you need the {King} and the {Queen} of {suit} to announce a marriage</source>
        <translation>k hlášce potřebuješ obě karty: {King} a {Queen} ({suit})</translation>
    </message>
    <message>
        <source>announce a marriage before leading</source>
        <translation>hlas před vynesením</translation>
    </message>
    <message>
        <source>exchange before announcing a marriage (exchange, close, marriage, lead)</source>
        <translation>nejdřív vyměň, pak hlas (výměna, zavření, hláška, výnos)</translation>
    </message>
    <message>
        <source>you may exchange the trump card only on your turn to lead, before leading</source>
        <translation>trumfovou kartu smíš vyměnit jen při vynášení, před vynesením</translation>
    </message>
    <message>
        <source>the trump card no longer lies face up (stock closed or drawn)</source>
        <translation>trumfová karta už neleží lícem nahoru (talon je zavřený nebo dobraný)</translation>
    </message>
    <message>
        <source>you need the trump {Jack} to exchange the trump card</source>
        <translation>k výměně trumfové karty potřebuješ trumf: {Jack}</translation>
    </message>
    <message>
        <source>you need the trump {n} to exchange the trump card</source>
        <translation>k výměně trumfové karty potřebuješ trumfovou {n}</translation>
    </message>
    <message>
        <source>close before announcing a marriage (exchange, close, marriage, lead)</source>
        <translation>nejdřív zavři, pak hlas (výměna, zavření, hláška, výnos)</translation>
    </message>
    <message>
        <source>you may close the stock only on your turn to lead, before leading</source>
        <translation>talon smíš zavřít jen při vynášení, před vynesením</translation>
    </message>
    <message>
        <source>the stock is already closed</source>
        <translation>talon už je zavřený</translation>
    </message>
    <message>
        <source>the stock must be open and hold a face-down card besides the trump card</source>
        <translation>talon musí být otevřený a mít kromě trumfové karty ještě kartu lícem dolů</translation>
    </message>
    <message>
        <source>you may close the stock only on your turn to lead, before leading, while it is open and holds a face-down card besides the trump card</source>
        <translation>talon smíš zavřít jen při vynášení, před vynesením, dokud je otevřený a má kromě trumfové karty ještě kartu lícem dolů</translation>
    </message>
    <message>
        <source>drop the lowest trump ({cards}) on the trump card to exchange it</source>
        <translation>k výměně polož nejnižší trumf ({cards}) na trumfovou kartu</translation>
    </message>
    <message>
        <source>the trump card is drawn last; Bura has no exchange.</source>
        <extracomment>The table&apos;s own refusals (the engine&apos;s are listed, generated, in ``engine_words.py``), each with the rule that decides it (&quot;&quot; when none does: the table is not ready for a move).</extracomment>
        <translation>trumfová karta se dobírá poslední; v buře se nevyměňuje.</translation>
    </message>
    <message>
        <source>you may not lead more cards than your opponent holds</source>
        <translation>nesmíš vynést víc karet, než má soupeř</translation>
    </message>
    <message>
        <source>lead one card, or two or three cards of one suit</source>
        <translation>vynes jednu kartu, nebo dvě či tři karty jedné barvy</translation>
    </message>
    <message>
        <source>the cards are played out; declare 31 or pass</source>
        <translation>karty jsou dohrané; ohlas 31 nebo pasuj</translation>
    </message>
    <message>
        <source>first declare your special hand or pass</source>
        <translation>nejdřív ukaž svůj zvláštní list, nebo pasuj</translation>
    </message>
    <message>
        <source>you hold no special hand</source>
        <translation>nemáš žádný zvláštní list</translation>
    </message>
    <message>
        <source>your hand is {held}, not {special}</source>
        <translation>tvůj list je {held}, ne {special}</translation>
    </message>
    <message>
        <source>three aces or molodka change nothing for the player who leads</source>
        <translation>tři esa ani molodka nic nemění pro hráče, který vynáší</translation>
    </message>
    <message>
        <source>only an equal or higher special hand answers the one declared</source>
        <translation>na ukázaný list odpovídá jen stejný nebo vyšší zvláštní list</translation>
    </message>
    <message>
        <source>no declaration now</source>
        <translation>teď se nic neohlašuje</translation>
    </message>
    <message>
        <source>it is your lead</source>
        <translation>vynášíš ty</translation>
    </message>
    <message>
        <source>you must answer the cards led</source>
        <translation>musíš odpovědět na vynesené karty</translation>
    </message>
    <message>
        <source>nothing to pass now</source>
        <translation>teď není co pasovat</translation>
    </message>
    <message>
        <source>the Bura settles the pot; show your Bura or pass</source>
        <translation>bura rozhoduje o banku; ukaž svou buru, nebo pasuj</translation>
    </message>
    <message>
        <source>the hand is over</source>
        <translation>hra skončila</translation>
    </message>
    <message>
        <source>the match is over</source>
        <translation>partie skončila</translation>
    </message>
    <message>
        <source>Schnapsen has no {kind}</source>
        <translation>šnaps nezná {kind}</translation>
    </message>
    <message>
        <source>Bura has no {kind}</source>
        <translation>bura nezná {kind}</translation>
    </message>
    <message>
        <source>Schneider has no {kind}; play a card</source>
        <translation>český šnejdr nezná {kind}; zahraj kartu</translation>
    </message>
    <message>
        <source>The match is over: start a new game.</source>
        <translation>Partie skončila: začni novou.</translation>
    </message>
    <message>
        <source>The hand is over: continue to the next deal.</source>
        <translation>Hra skončila: pokračuj dalším rozdáním.</translation>
    </message>
    <message>
        <source>Please wait: it is not your turn.</source>
        <translation>Počkej prosím: nejsi na tahu.</translation>
    </message>
</context>
<context>
    <name>reviewwords</name>
    <message>
        <source>Trump card (stock: {n})</source>
        <translation>Trumfová karta (talon: {n})</translation>
    </message>
    <message>
        <source>The hand ended in this trick.</source>
        <translation>V tomto štychu hra skončila.</translation>
    </message>
    <message>
        <source>{name} took the trick.</source>
        <translation>Štych bere: {name}.</translation>
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
        <translation># Šnaps

Dva hráči, 20 karet: eso, desítka, král, dáma a kluk v každé barvě. **Forhont** je hráč, který
nerozdává; vynáší první. Cílem hry je dosáhnout **66** bodů a ohlásit je; získané herní body se
odpočítávají od 7 v **Bummerlu**.

## Karty a body
- **S-1** V barvě platí pořadí eso, 10, král, dáma, kluk. Body: eso 11, desítka 10, král 4, dáma 3,
  kluk 2: v balíčku je 120 bodů, hlášky nepočítaje.

## Partie (Bummerl)
- **S-2** Každý hráč začíná na 7 a odpočítává: herní body, které získá, se mu odečtou.
  Kdo první dosáhne 0 (nebo méně), vyhrává Bummerl; poražený dostane značku Bummerlu (●).
- **S-3** Na začátku partie si každý hráč lízne kartu; rozdává ten s nižší kartou (při rovnosti se
  líže znovu). Potom se rozdávající střídá každou hru, i přes hranice Bummerlů.
- **S-4** *Schneiderbummerl* (varianta): kdo prohraje Bummerl, aniž v něm uhrál jediný herní bod,
  dostane dvě značky (●●); zápis skóre píše značky každého Bummerlu zvlášť („●, ●●“).
- **S-5** *Série*: jeden Bummerl, nebo série 2 či 3 Bummerlů, kterou vyhrává ten, kdo jich vyhraje
  víc. Série na 3 končí, jakmile jeden hráč vyhraje 2; série na 2 může skončit 1–1, nerozhodně.
- **S-6** *Bummerl o vklad* (varianta): každý Bummerl se hraje o vklad, který platí poražený:
  trojnásobný, pokud za celý Bummerl neuhrál žádný štych, jinak dvojnásobný, pokud v něm neuhrál
  žádný herní bod. (Schneider a Schwarz tu popisují celý Bummerl, ne jednu hru jako v S-22.)

## Rozdávání
- **S-7** Tři karty forhontovi, tři rozdávajícímu, další karta se otočí lícem nahoru: její barva
  je **trumf**. Pak ještě každému dvě. Zbylých devět karet tvoří talon, lícem dolů, položený napříč
  přes trumfovou kartu, která zůstává vidět a dobírá se jako poslední.
- **S-8** Forhont vynáší do prvního štychu.

## Dokud je talon otevřený
- **S-9** Vynést smíš jakoukoli kartu a odpovědět lze jakoukoli kartou: barvu přiznávat ani
  trumfovat nemusíš.
- **S-10** Trumf bere každou kartu jiné barvy a vyšší trumf bere nižší; bez trumfů bere vyšší karta
  vynesené barvy. Odpověď, která nepřizná barvu vyšší kartou ani netrumfuje, prohrává: štych bere
  vynášející.
- **S-11** Vítěz štychu si dobere horní kartu z talonu, potom si dobere druhý hráč; oba mají zase
  pět karet (v šnapsu se sedmičkami šest). Vítěz štychu vynáší dál. Otočená trumfová karta se
  dobírá poslední; dostane ji ten, kdo prohrál štych, po kterém se talon vyprázdní.
- **S-12** Máš-li krále a dámu jedné barvy, smíš, když jsi na výnosu, ohlásit **hlášku** a pak musíš
  vynést krále nebo dámu: 40 v trumfech, 20 v jiné barvě. Body se počítají až poté, co ve hře uhraješ
  štych; do té doby čekají a započítají se, jakmile nějaký uhraješ. V jedné hře smíš hlásit víckrát,
  dokud je talon otevřený i po jeho zavření nebo dobrání.
- **S-13** Hláška ohlášená při prvním výnosu forhonta také čeká na uhraný štych.
  *Bummerl se 40* (varianta): **trumfová** hláška ohlášená při prvním výnosu forhonta platí
  hned, ne až po jeho prvním štychu. Je to zvyk, který nemění žádný výsledek: bez štychu forhont
  nedosáhne 66 ani neunikne Schwarzu (S-22) a jeho první štych by čtyřicítku započítal tak jako tak.
- **S-14** Kdo má nejnižší trumf (trumfového kluka; v šnapsu se sedmičkami trumfovou sedmičku), smí
  ho, když je na výnosu, ještě před vynesením vyměnit za otočenou trumfovou kartu, dokud je talon
  otevřený a trumfová karta leží lícem nahoru — i při úplně prvním výnosu forhonta.
  **Jeden tah, v tomto pořadí:** výměna, pak zavření, pak hláška, pak výnos; ohlášení 66
  (S-19) může přijít kdykoli během něj.
- **S-15** Když jsi na výnosu, smíš ještě před vynesením talon **zavřít**, pokud je otevřený a kromě
  trumfové karty v něm leží aspoň jedna karta lícem dolů. Trumfová karta se otočí lícem dolů; trumfová
  barva zůstává. Od té chvíle už nikdo nedobírá a hned platí S-17. Zavazuješ se tím dosáhnout 66
  (S-21).

## Když je talon zavřený nebo dobraný
- **S-16** Už se nedobírá; hra se dohraje z karet v ruce (pět štychů, v šnapsu se sedmičkami šest,
  když se talon dobral; když byl zavřen, tolik, kolik karet máš v ruce).
- **S-17** Odpověď musí přiznat barvu, pokud může; pokud nemůže, musí trumfnout, pokud může; jen když
  nemůže ani jedno, smí to být jakákoli karta. Vynesenou kartu přebíjet nemusíš.
  *Přebíjet štych* (varianta; obvyklé rakouské turnajové pravidlo): když přiznáváš barvu, musíš
  zahrát vyšší kartu té barvy, pokud ji máš (na vynesený trumf tedy musíš dát vyšší trumf); když
  vyšší nemáš, přiznáš nižší, nikdy místo toho netrumfuješ.

## Ohlášení 66 (Ausmachen)
- **S-18** Tvůj stav tvoří body v uhraných štyších plus hlášky, které platí (S-12).
- **S-19** Kdykoli jsi na tahu — před výnosem, po ohlášení hlášky a před zahráním její karty,
  nebo před odpovědí — smíš **ohlásit**, že tvůj stav dosáhl 66. Hra se zastaví a ohlášení se
  přezkoumá. Správně: vyhráváš hru, počítanou podle S-22 — pokud ale soupeř zavřel talon, neuspěl
  (S-21) a body získáš podle S-21. Chybně: soupeř získá 2 herní body a hra končí — pokud jsi ale
  zavřel talon ty, je chybné ohlášení nepovedeným zavřením (S-21).
  *Příklad:* máš 58 a ohlásíš: chybné ohlášení, soupeř získá 2 herní body.
- **S-20** *Automaticky ohlásit* (nabídka Zobrazení; nastavení hráče, ne pravidlo, ve výchozím stavu
  vypnuté, protože počítání patří ke hře; nastavení pro začátečníky ho zapínají spolu s nápovědou):
  program za tebe ohlásí v prvním okamžiku, kdy je ohlášení správné. Počítač ohlašuje vždy, jakmile
  může.
- **S-21** Kdo zavřel talon, musí dosáhnout 66. Neuspěje, když soupeř dřív správně ohlásí, když sám
  chybně ohlásí, nebo když se dohraje poslední štych a on má méně než 66 (ledaže je zapnutá varianta
  Všechny štychy ve 2. fázi a on po zavření vzal všechny štychy, S-25).
  Při neúspěchu získá jeho soupeř 2 herní body, ať je stav jakýkoli. Je-li zapnutá varianta Všechny
  štychy ve 2. fázi, získá soupeř, který po zavření vezme všechny štychy, místo toho 3 (S-25). Kdo
  zavřel a po posledním štychu má 66 nebo víc, vyhrává hru, počítanou podle S-22. Chybné ohlášení
  *soupeře* toho, kdo zavřel, je obyčejné chybné ohlášení (S-19).
  *Trest 3 za zavření proti soupeři bez štychu* (varianta): pokud soupeř při zavření talonu neměl
  ještě žádný štych, získá 3 místo 2.
  *Příklad:* zavřeš se 40 body. Když pak soupeř dosáhne 66 dřív a ohlásí, získá 2 herní body.
  Když dosáhneš 70 a ohlásíš, vyhráváš hru a počítá se podle soupeřových bodů (S-22).
  Když ohlásíš se 60, nebo ti po posledním štychu zůstane 60, získá soupeř 2.

## Herní body
- **S-22** Vítěz hry (správným ohlášením, podle S-21 nebo S-24) získá:
  1 herní bod, má-li poražený 33 až 65 bodů (jeho stav podle S-18, včetně započtených hlášek);
  2, když poražený uhrál štych, ale má nejvýš 32 bodů (**Schneider**);
  3, když poražený neuhrál žádný štych (**Schwarz**), ať má hlášky jakékoli.
  Poražený, který dosáhl 66, ale neohlásil, se počítá jako 33 až 65. V šnapsu se sedmičkami má
  štych ze dvou sedmiček 0 bodů, a přesto se počítá jako štych.
  *Počítání při zavření* (varianta): když vyhraje ten, kdo zavřel, rozhodují o Schneideru
  a Schwarzu body a štychy poraženého v okamžiku zavření.
  *Příklad:* ohlásíš se 70, soupeř má 30 bodů a jeden štych: Schneider, 2 herní body.
- **S-23** Tresty nehledí na stav: chybné ohlášení dává soupeři 2 herní body (S-19) a stejně tak
  nepovedené zavření (S-21).
- **S-24** Pokud po zahrání posledního štychu nikdo neohlásil a talon nebyl zavřen, vyhrává hru
  hráč s vyšším stavem, i pod 66, a počítá se podle S-22; při rovnosti vyhrává ten, kdo vzal
  poslední štych. Byl-li talon zavřen, rozhoduje místo toho S-21.
  *Poslední štych vyhrává* (varianta): hru vyhrává ten, kdo vzal poslední štych, ať je stav jakýkoli.
- **S-25** *Všechny štychy ve 2. fázi* (varianta, ve výchozím stavu zapnutá): pokud se hra dohraje
  do posledního štychu, aniž ji ukončilo ohlášení, a jeden hráč vzal všechny štychy vynesené po
  zavření nebo dobrání talonu, vyhrává hru se 3 herními body. Toto pravidlo má přednost před S-21
  a S-24.
- **S-26** Shrnutí na konci hry uvádí vítěze, herní body a důvod; jeho bublinová nápověda uvádí
  pravidlo, které rozhodlo.

## Varianty
- **S-27** *Šnaps se sedmičkami* (Siebener-Schnapsen, varianta): 24 karet, přidají se sedmičky
  (eso, 10, král, dáma, kluk, 7; sedmička má 0 bodů), v ruce šest karet. Rozdávání: tři forhontovi,
  tři rozdávajícímu, trumfová karta, pak ještě tři každému; v talonu je kromě trumfové karty 11 karet.
- **S-28** Varianty v dialogu Nová hra: Bummerl se 40 (S-13), Schneiderbummerl (S-4),
  Série (S-5), Bummerl o vklad (S-6), Přebíjet štych (S-17), Trest 3 za zavření proti soupeři bez
  štychu (S-21), Počítání při zavření (S-22), Poslední štych vyhrává (S-24), Všechny štychy
  ve 2. fázi (S-25), Šnaps se sedmičkami (S-27). **Turnajová** pravidla zapnou Přebíjet štych,
  Trest 3 za zavření proti soupeři bez štychu, Počítání při zavření a Poslední štych vyhrává
  a vypnou Všechny štychy ve 2. fázi a Schneiderbummerl; **standardní** pravidla jsou výchozí.

## Karty
- **D-1** Všechny hry se tu hrají se stejnými kartami, čtyřmi barvami o nejvýš devíti hodnotách,
  a každá jen se svými tahy: šnaps nezná pas ani zvláštní listy, bura hlášku, výměnu ani zavření,
  český šnejdr nic kromě zahrání karty. Vzhled karet nikdy nemění pravidla.

Francouzské karty ukazují ♣ ♦ ♥ ♠ a eso, 10, krále, dámu a kluka. Karty „Vilém Tell“ (D-3) mají
barvy žaludy (Eichel, ♣), kule (Schellen, ♦), srdce (Herz, ♥) a zelené (Laub nebo Grün, ♠) a listy
eso (Daus nebo Ass), 10, král (König), svršek (Ober) a spodek (Unter); svršek má znak barvy nahoře,
spodek níž. Vzhled karet nikdy nemění pravidla.
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

Dva hráči, 36 karet, v ruce tři karty. Bank se žetony v každé hře získá ten, kdo ukáže **buru**
(tři trumfy) nebo správně **ohlásí** 31 nebo více bodů.

## Karty a žetony
- **B-1** Pořadí eso, 10, král, dáma, kluk, 9, 8, 7, 6. Body: eso 11, desítka 10, král 4, dáma 3,
  kluk 2; ostatní 0 (v balíčku 120).
- **B-2** Před první hrou vloží každý hráč do banku 1 žeton, a znovu pokaždé, když někdo bank
  vyhraje. Tvůj stav tvoří vyhrané žetony minus zaplacené žetony. Partie se hraje na určitý počet
  banků (končí, jakmile jeden hráč tolik banků vyhraje, bez dalšího vkladu), na určitý počet
  rozdání (počítá se každé rozdání včetně opakovaných; pak vyhrává vyšší stav, při stejném stavu
  je remíza a bank, který ještě nikdo nevyhrál, se dělí rovným dílem, lichý žeton dostane
  rozdávající), nebo jak dlouho chcete.
- **B-3** Kdo rozdává první, se losuje; první vynáší ten, kdo nerozdává.
- **B-4** Každý dostane tři karty po jedné, nejdřív ten, kdo nerozdává. Další karta se otočí lícem
  nahoru: její barva je **trumf**. Talon leží napříč přes ni a ona se dobírá poslední.

## Výnos a odpověď
- **B-5** Vynes jednu kartu, nebo dvě či tři karty **jedné barvy** (nikdy víc, než má soupeř v ruce).
- **B-6** Odpověz stejným počtem karet libovolných barev: barvu přiznávat ani trumfovat nemusíš.
  Odpověď se hraje lícem nahoru.
- **B-7** Kartu přebije vyšší karta její barvy, nebo trumf, pokud sama není trumf.
- **B-8** Odpověď vyhrává, jen když je **každá** vynesená karta přebita jinou kartou odpovědi;
  kdo přebije jen některé, nezíská nic a celý štych bere vynášející.
- **B-9** Vítěz štychu si vezme všechny jeho karty a vynáší dál.
- **B-10** Oba si doberou zpět na tři, **po jedné kartě, střídavě**, vítěz štychu první.
  Když talon nestačí doplnit obě ruce úplně, všechny jeho zbylé karty (i trumfová karta) se
  odloží stranou a hraje se dál bez dobírání.
- **B-11** Příklad, trumfy jsou srdce: vyneseno K♠ 8♠, odpověď A♠ 7♥: eso přebije krále a trumf
  osmičku, takže odpověď bere 15 bodů. Se 7♣ místo 7♥ zůstane osmička nepřebitá a 15 bodů bere
  vynášející.

## Zvláštní listy
- **B-12** Před výnosem smíš ukázat zvláštní list. Od nejvyššího po nejnižší: **bura**
  (tři trumfy), **tři esa**, **molodka** (tři karty jedné barvy, která není trumfová).
- **B-13** Bura vyhrává bank okamžitě a ukončí hru. Mají-li buru oba hráči, platí, že první ukazuje
  ten, kdo by vynášel. Druhý vyhraje bank, jen když jeho trumfy přebijí každý trumf prvního hráče
  jeden na jeden (B-8); jinak bank vyhrává první hráč.
  *Příklad*, trumfy jsou piky: hráč, který by vynášel, má A♠ 8♠ 7♠, druhý 10♠ 9♠ 6♠. Desítka přebije
  osmičku a devítka sedmičku, ale eso nepřebije nic: bank vyhrává hráč, který by vynášel.
  Kdyby měl Q♠ J♠ 9♠ proti A♠ 10♠ K♠, druhý by přebil každou jeho kartu a vyhrál.
- **B-14** Tři esa a molodka nevyhrávají: získávají výnos. V každém okamžiku výnosu (první výnos
  a každý výnos po štychu a dobírání) dostane nabídku ukázat zvláštní list nejdřív hráč, který by
  **nevynášel**. Potom hráč, který by vynášel: pokud druhý ukázal tři esa nebo molodku, může
  odpovědět stejným nebo vyšším zvláštním listem — bura vyhrává bank, tři esa nebo molodka mu
  výnos ponechají (při rovnosti má přednost on) — nebo pasovat a nechat vynášet druhého; stůl se
  ho zeptá, ať takový list má, nebo ne (B-15). Pokud druhý nic neukázal, může ukázat buru, nebo
  vynést. Když jeden hráč ukáže buru, druhý dostane vždy možnost ukázat svou, než se o banku
  rozhodne (B-13).
- **B-15** Zda máš zvláštní list, se nikdy neprozradí, dokud ho neukážeš. Nabídky z B-14 jsou proto
  tahy, které přijdou na oba hráče, ať nějaký list mají, nebo ne: dokud má hráč, který by nevynášel,
  tři karty, přijde na něj řada s ukázáním v každém okamžiku výnosu (bez zvláštního listu může jen
  pasovat nebo ohlásit 31); po třech esech nebo molodce se vždy ptá vynášejícího, po buře vždy
  druhého hráče. Za člověka, který nemá co ukázat, stůl pasuje hned. Ukázání, které nic nezmění, se
  odmítne (vynášející nic nezíská třemi esy ani molodkou, na které nikdo
  neodpovídá). Ukázaný list uvidí soupeř;
  pas se mu nijak neukáže.

## Ohlášení 31
- **B-16** Tvoje body jsou body karet v uhraných štyších. Kdykoli jsi na tahu, smíš
  **ohlásit**: tvoje štychy se otočí a spočítají.
- **B-17** Dosáhnout 31 nestačí: vyhrává jen ohlášení. Počítej si sám: stůl ukazuje tvoje body
  jen se zapnutou nápovědou pro začátečníky. *Automaticky ohlásit* (nabídka Zobrazení; nastavení
  hráče, ne pravidlo, ve výchozím stavu vypnuté): program za tebe ohlásí 31 v prvním okamžiku, kdy
  máš 31.
- **B-18** 31 nebo víc vyhrává bank. 30 nebo méně: přidáš do banku tolik žetonů, kolik v něm je
  (zdvojnásobíš ho), nikdo ho nevyhraje a hra končí.
- **B-19** Po ohlášení, správném i chybném, rozdává příště ten, kdo ohlásil; po buře rozdává příště
  ten, kdo ji vyhrál.
- **B-20** Vítěz posledního štychu má ještě jeden tah, aby ohlásil, nebo pasoval. Po vyhraném banku
  vloží každý hráč znovu 1 žeton; po chybném ohlášení se nový vklad nedává. Když se dohrají všechny
  karty a nikdo neohlásí, nevyhrává nikdo: každý hráč přidá do banku 1 žeton a stejný hráč rozdává
  znovu. Bank se nikdy nedělí: hraje se, dokud ho někdo nevyhraje (jen konec partie na počet
  rozdání dělí nevyhraný bank, B-2).
- **B-21** Příklad: máš 17 bodů a vyhraješ štych z B-11: máš 32, ohlásíš a bereš bank. Chybné
  ohlášení se 30 body, když jsou v banku 2 žetony, zvýší bank na 4 a začíná nová hra.

## Karty
- **D-1** Všechny hry se tu hrají se stejnými kartami, čtyřmi barvami o nejvýš devíti hodnotách,
  a každá jen se svými tahy: bura nezná hlášku, výměnu ani zavření. Vzhled karet nikdy nemění
  pravidla.

Karty „Vilém Tell“ (D-3) mají barvy žaludy (Eichel, ♣), kule (Schellen, ♦), srdce (Herz, ♥)
a zelené (Laub nebo Grün, ♠) a listy v pořadí podle B-1: eso (Daus nebo Ass), 10, král (König),
svršek (Ober), spodek (Unter), 9, 8, 7, 6. Svršek má znak barvy nahoře, spodek níž. Vzhled karet
nikdy nemění pravidla.
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
        <translation># Český šnejdr

Dva hráči, 32 karet, žádný trumf a žádná povinnost přiznávat barvu. Počítají se **honéry**
ve tvých štyších.

## Karty
- **H-1** Pořadí eso, král, dáma, kluk, **10**, 9, 8, 7: desítka je až pod klukem.
- **H-2** Honéry: eso, král, dáma, kluk a 10, každý za jeden bod; v balíčku jich je 20.
  9, 8 a 7 nemají žádnou hodnotu.

## Hra
- **H-3** Každý dostane šest karet, po třech, nejdřív ten, kdo nerozdává; zbylých 20 karet (v krátkých
  kartách 12) tvoří talon, lícem dolů.
- **H-4** První vynáší ten, kdo nerozdává. Vynést smíš jakoukoli kartu a odpovědět lze jakoukoli
  kartou: barvu přiznávat nemusíš.
- **H-5** Odpověď vyhrává jen vyšší kartou vynesené barvy; jinak vyhrává vynášející, ať se
  zahrálo cokoli. (Ve variantě *Trumf*, H-12, vyhrává proti jiné barvě také trumf.)
- **H-6** Vítěz štychu si dobírá z talonu první, potom druhý; oba mají zase šest karet.
  Vítěz štychu vynáší dál. Když je talon prázdný, posledních šest štychů se hraje bez dobírání.
- **H-7** Chybné rozdání ruší rozdání a stejný hráč rozdává znovu. Program nikdy chybně
  nerozdá; odmítne uloženou hru, ve které počty karet nesedí.

## Počítání
- **H-8** Na konci rozdání si každý hráč spočítá honéry ve svých štyších. 11 až 15 vyhrává
  1 herní bod; 16 až 19 (**Schneider**) 2; všech 20 (**Schwarz**) 3. Remíza 10–10 se nepočítá
  a stejný hráč rozdává znovu; po každém jiném rozdání přechází rozdávání na druhého hráče.
  *Příklad:* 14 honérů proti 6 vyhrává 1 herní bod; 17 proti 3 vyhrává 2.
- **H-9** Partie se hraje do dohodnutého součtu, 7 nebo 10 herních bodů: vyhrává, kdo ho první
  dosáhne. Kdo rozdává první, se losuje.

## Varianty
- **H-10** *Krátké karty*: 24 karet, bez sedmiček a osmiček; desítky nejsou honéry, takže
  honéry jsou eso, král, dáma, kluk, celkem 16. 9 nebo víc vyhrává 1 herní bod, 13 nebo víc
  je Schneider (2), všech 16 Schwarz (3). Remíza **8–8** se nepočítá a stejný hráč rozdává znovu.
  V talonu je 12 karet.
  *Příklad:* 9 honérů proti 7 vyhrává 1 herní bod; 8 proti 8 je remíza.
- **H-11** *Přiznávat barvu*: barvu musíš přiznat, pokud můžeš (přebíjet nemusíš).
- **H-12** *Trumf*: spodní karta talonu se otočí lícem nahoru; její barva je trumf a dobírá se
  poslední. Trumf bere každou kartu jiné barvy, takže odpověď vyhrává vyšší kartou vynesené
  barvy, nebo trumfem, když byla vynesena karta jiné barvy.
- **H-13** *Sčítat honéry*: místo 1, 2 nebo 3 získá vítěz rozdíl honérů
  (14 proti 6 dává 8) a partie se hraje do 50 (zaškrtnutí v dialogu Nová hra nastaví cíl na 50;
  můžeš ho změnit). Remíza se ani tak nepočítá.
- **H-14** Francouzské karty i karty „Vilém Tell“ se hrají stejně. Vilém Tell (D-3): žaludy
  (Eichel, ♣), kule (Schellen, ♦), srdce (Herz, ♥), zelené (Laub nebo Grün, ♠); eso (Daus nebo
  Ass), král (König), svršek (Ober), spodek (Unter), 10, 9, 8, 7. Svršek má znak barvy nahoře,
  spodek níž.
</translation>
    </message>
</context>
<context>
    <name>rules</name>
    <message>
        <source>Siebener-Schnapsen</source>
        <translation>Šnaps se sedmičkami</translation>
    </message>
    <message>
        <source>24 cards with the sevens (worth 0), hands of 6</source>
        <translation>24 karet se sedmičkami (za 0 bodů), po 6 kartách v ruce</translation>
    </message>
    <message>
        <source>Bummerl mit 40</source>
        <translation>Bummerl se 40</translation>
    </message>
    <message>
        <source>a trump marriage announced on the forehand&apos;s first lead counts at once, not only after his first trick (a custom that changes no result: without a trick he can neither reach 66 nor escape Schwarz)</source>
        <translation>trumfová hláška ohlášená při prvním výnosu forhonta platí hned, ne až po jeho prvním štychu (zvyk, který nemění žádný výsledek: bez štychu forhont nedosáhne 66 ani neunikne Schwarzu)</translation>
    </message>
    <message>
        <source>Schneiderbummerl</source>
        <translation>Schneiderbummerl</translation>
    </message>
    <message>
        <source>two Bummerl marks if the loser never scored a game point in the Bummerl</source>
        <translation>dvě značky Bummerlu, když poražený v Bummerlu neuhrál žádný herní bod</translation>
    </message>
    <message>
        <source>Rubber</source>
        <translation>Série</translation>
    </message>
    <message>
        <source>play 1 Bummerl, or a rubber of 2 or 3 Bummerls</source>
        <translation>hraje se 1 Bummerl, nebo série 2 či 3 Bummerlů</translation>
    </message>
    <message>
        <source>Stake Bummerl</source>
        <translation>Bummerl o vklad</translation>
    </message>
    <message>
        <source>stake per Bummerl (0 = off); x2 if its loser scored no game point, x3 if no trick</source>
        <translation>vklad za Bummerl (0 = vypnuto); dvojnásobek, když poražený neuhrál herní bod, trojnásobek, když neuhrál štych</translation>
    </message>
    <message>
        <source>Must head the trick</source>
        <translation>Přebíjet štych</translation>
    </message>
    <message>
        <source>once the stock is closed or used up, follow suit with a higher card if you hold one (unticked, any card of the suit will do); holding none of the suit led, you must trump, as always</source>
        <translation>po zavření nebo dobrání talonu musíš přiznat barvu vyšší kartou, pokud ji máš (bez zaškrtnutí stačí jakákoli karta té barvy); když vynesenou barvu nemáš, musíš jako vždy trumfnout</translation>
    </message>
    <message>
        <source>Closing penalty 3 vs. trickless</source>
        <translation>Trest 3 za zavření proti soupeři bez štychu</translation>
    </message>
    <message>
        <source>a failed close gives 3, not 2, if the opponent had no trick when it was closed</source>
        <translation>nepovedené zavření stojí 3 místo 2, pokud soupeř při zavření neměl štych</translation>
    </message>
    <message>
        <source>Phase-2 sweep</source>
        <translation>Všechny štychy ve 2. fázi</translation>
    </message>
    <message>
        <source>taking every trick after the stock was closed or used up wins 3 game points, if no claim ended the hand</source>
        <translation>kdo po zavření nebo dobrání talonu vezme všechny štychy, získá 3 herní body, pokud hru neukončilo ohlášení</translation>
    </message>
    <message>
        <source>Score at closing</source>
        <translation>Počítání při zavření</translation>
    </message>
    <message>
        <source>a closer&apos;s win is scored by the loser&apos;s points and tricks at closing</source>
        <translation>výhra toho, kdo zavřel, se počítá podle bodů a štychů poraženého v okamžiku zavření</translation>
    </message>
    <message>
        <source>Last trick wins</source>
        <translation>Poslední štych vyhrává</translation>
    </message>
    <message>
        <source>if nobody claims, the winner of the last trick wins the hand (after a close, the closer must still reach 66)</source>
        <translation>když nikdo neohlásí, vyhrává hru ten, kdo vzal poslední štych (po zavření musí ten, kdo zavřel, přesto dosáhnout 66)</translation>
    </message>
    <message>
        <source>Pots to win</source>
        <translation>Banky k výhře</translation>
    </message>
    <message>
        <source>the match ends when a player has won this many pots (0 = no pot limit)</source>
        <translation>partie končí, když hráč vyhraje tolik banků (0 = bez omezení)</translation>
    </message>
    <message>
        <source>Number of deals</source>
        <translation>Počet rozdání</translation>
    </message>
    <message>
        <source>the match ends after this many deals, the higher balance winning (0 = no limit)</source>
        <translation>partie končí po tolika rozdáních, vyhrává vyšší stav (0 = bez omezení)</translation>
    </message>
    <message>
        <source>Short deck</source>
        <translation>Krátké karty</translation>
    </message>
    <message>
        <source>24 cards without 7s and 8s; tens are no honours (16 in all, 8-8 is a tie)</source>
        <translation>24 karet bez sedmiček a osmiček; desítky nejsou honéry (celkem 16, 8:8 je remíza)</translation>
    </message>
    <message>
        <source>Follow suit</source>
        <translation>Přiznávat barvu</translation>
    </message>
    <message>
        <source>you must follow suit if you can (you need not beat)</source>
        <translation>musíš přiznat barvu, když můžeš (přebíjet nemusíš)</translation>
    </message>
    <message>
        <source>Trump</source>
        <translation>Trumf</translation>
    </message>
    <message>
        <source>the talon&apos;s bottom card is turned up for trump; a trump beats any other suit</source>
        <translation>spodní karta talonu se otočí jako trumf; trumf bere každou jinou barvu</translation>
    </message>
    <message>
        <source>Cumulative honours</source>
        <translation>Sčítat honéry</translation>
    </message>
    <message>
        <source>the winner scores the difference of honours; the match is played to 50</source>
        <translation>vítěz získá rozdíl honérů; partie se hraje do 50</translation>
    </message>
    <message>
        <source>Match target</source>
        <translation>Cíl partie</translation>
    </message>
    <message>
        <source>game points to win the match (7 or 10; 50 with cumulative honours)</source>
        <translation>herní body k výhře partie (7 nebo 10; 50 při sčítání honérů)</translation>
    </message>
</context>
<context>
    <name>score</name>
    <message>
        <source>counting down from 7</source>
        <translation>odpočítává se od 7</translation>
    </message>
    <message>
        <source>Bummerl</source>
        <translation>Bummerl</translation>
    </message>
    <message>
        <source>Bummerl marks (● per Bummerl lost, ●● for a Schneiderbummerl):&lt;br&gt;{you}: {a}&lt;br&gt;{them}: {b}</source>
        <translation>Značky Bummerlu (● za prohraný Bummerl, ●● za Schneiderbummerl):&lt;br&gt;{you}: {a}&lt;br&gt;{them}: {b}</translation>
    </message>
    <message>
        <source>Bummerl marks (● per Bummerl lost):&lt;br&gt;{you}: {a}&lt;br&gt;{them}: {b}</source>
        <translation>Značky Bummerlu (● za prohraný Bummerl):&lt;br&gt;{you}: {a}&lt;br&gt;{them}: {b}</translation>
    </message>
    <message>
        <source>Rubber of {n}: {a}–{b}</source>
        <translation>Série na {n}: {a}–{b}</translation>
    </message>
    <message>
        <source>Stakes: {you} {a}, {them} {b}</source>
        <translation>Vklady: {you} {a}, {them} {b}</translation>
    </message>
    <message>
        <source>Points this hand: {name} {n}</source>
        <translation>Body v této hře: {name} {n}</translation>
    </message>
    <message>
        <source>{you}: {a}&lt;br&gt;{them}: {b}</source>
        <translation>{you}: {a}&lt;br&gt;{them}: {b}</translation>
    </message>
    <message>
        <source>Pots won: {a}–{b}</source>
        <translation>Vyhrané banky: {a}–{b}</translation>
    </message>
    <message>
        <source>Points this hand: {name} {n} (31 wins when declared)</source>
        <translation>Body v této hře: {name} {n} (31 vyhrává, když se ohlásí)</translation>
    </message>
    <message>
        <source>Keep count as you play: only a declaration of 31 wins (B-17).</source>
        <translation>Počítej během hry: vyhrává jen ohlášení 31 (B-17).</translation>
    </message>
    <message>
        <source>{you}: &lt;b&gt;{a}&lt;/b&gt;&lt;br&gt;{them}: &lt;b&gt;{b}&lt;/b&gt;&lt;br&gt;playing to {n}</source>
        <translation>{you}: &lt;b&gt;{a}&lt;/b&gt;&lt;br&gt;{them}: &lt;b&gt;{b}&lt;/b&gt;&lt;br&gt;hraje se do {n}</translation>
    </message>
    <message>
        <source>Honours this hand: {name} {n}</source>
        <translation>Honéry v této hře: {name} {n}</translation>
    </message>
    <message>
        <source>Trump: {suit}</source>
        <translation>Trumf: {suit}</translation>
    </message>
    <message>
        <source>Deal {n} · dealer: {name}</source>
        <translation>Rozdání {n} · rozdává: {name}</translation>
    </message>
    <message>
        <source>Opponent: {name} ({level})</source>
        <translation>Soupeř: {name} ({level})</translation>
    </message>
    <message>
        <source>(+{n} with a first trick)</source>
        <translation>(+{n} s prvním štychem)</translation>
    </message>
    <message>
        <source>Honours this hand:&lt;br&gt;{you}: {a}&lt;br&gt;{them}: {b}</source>
        <translation>Honéry v této hře:&lt;br&gt;{you}: {a}&lt;br&gt;{them}: {b}</translation>
    </message>
    <message>
        <source>Points this hand:&lt;br&gt;{you}: {a}&lt;br&gt;{them}: {b}</source>
        <translation>Body v této hře:&lt;br&gt;{you}: {a}&lt;br&gt;{them}: {b}</translation>
    </message>
    <message>
        <source>Cards played:</source>
        <translation>Odehrané karty:</translation>
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
        <translation>Francouzské</translation>
    </message>
    <message>
        <source>French, four colours</source>
        <translation>Francouzské, čtyřbarevné</translation>
    </message>
    <message>
        <source>William Tell</source>
        <translation>Vilém Tell</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Lehký</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Střední</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>Silný</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <source>Random (for testing)</source>
        <translation>Náhodný (pro testování)</translation>
    </message>
    <message>
        <source>Another person (hot-seat)</source>
        <translation>Další člověk (u jednoho zařízení)</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Standardní</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>Turnajová</translation>
    </message>
    <message>
        <source>Tavern</source>
        <translation>Hospodská</translation>
    </message>
    <message>
        <source>Short</source>
        <translation>Krátká</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Klasická</translation>
    </message>
    <message>
        <source>House</source>
        <translation>Domácí</translation>
    </message>
    <message>
        <source>Classic red</source>
        <translation>Klasický červený</translation>
    </message>
    <message>
        <source>Blue lattice</source>
        <translation>Modrá mřížka</translation>
    </message>
    <message>
        <source>Tell ornament</source>
        <translation>Tellův ornament</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Vypnuto</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rychle</translation>
    </message>
    <message>
        <source>Normal</source>
        <extracomment>The card sizes a player can choose (Preferences), as he reads them (translated as settings).</extracomment>
        <translation>Normálně</translation>
    </message>
    <message>
        <source>Large</source>
        <translation>Velké</translation>
    </message>
    <message>
        <source>Larger</source>
        <translation>Větší</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Pomalu</translation>
    </message>
    <message>
        <source>A moment</source>
        <translation>Chvilku</translation>
    </message>
    <message>
        <source>A little longer</source>
        <translation>O něco déle</translation>
    </message>
    <message>
        <source>Until I click or play on</source>
        <translation>Dokud neklepnu nebo nehraju dál</translation>
    </message>
    <message>
        <source>Like the system</source>
        <translation>Podle systému</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Světlý</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Tmavý</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Zelené</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Modré</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Červené</translation>
    </message>
    <message>
        <source>Grey</source>
        <translation>Šedé</translation>
    </message>
</context>
<context>
    <name>shortcut</name>
    <message>
        <source>M</source>
        <extracomment>Each action&apos;s key; a translation names the letter of its own word (&quot;Ansagen&quot;: A).</extracomment>
        <translation>K</translation>
    </message>
    <message>
        <source>X</source>
        <translation>M</translation>
    </message>
    <message>
        <source>C</source>
        <translation>T</translation>
    </message>
    <message>
        <source>A</source>
        <translation>O</translation>
    </message>
    <message>
        <source>D</source>
        <translation>U</translation>
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
        <translation>žaludsk</translation>
    </message>
    <message>
        <source>bells</source>
        <translation>kulov</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>srdcov</translation>
    </message>
    <message>
        <source>leaves</source>
        <translation>zelen</translation>
    </message>
</context>
<context>
    <name>tell-cards</name>
    <message>
        <source>acorns</source>
        <translation>žaludy</translation>
    </message>
    <message>
        <source>bells</source>
        <translation>kule</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>srdce</translation>
    </message>
    <message>
        <source>leaves</source>
        <translation>zelené</translation>
    </message>
    <message>
        <source>daus of {suit}</source>
        <translation>{suit}é eso</translation>
    </message>
    <message>
        <source>ten of {suit}</source>
        <translation>{suit}á desítka</translation>
    </message>
    <message>
        <source>king of {suit}</source>
        <translation>{suit}ý král</translation>
    </message>
    <message>
        <source>ober of {suit}</source>
        <translation>{suit}ý svršek</translation>
    </message>
    <message>
        <source>unter of {suit}</source>
        <translation>{suit}ý spodek</translation>
    </message>
    <message>
        <source>nine of {suit}</source>
        <translation>{suit}á devítka</translation>
    </message>
    <message>
        <source>eight of {suit}</source>
        <translation>{suit}á osmička</translation>
    </message>
    <message>
        <source>seven of {suit}</source>
        <translation>{suit}á sedmička</translation>
    </message>
    <message>
        <source>six of {suit}</source>
        <translation>{suit}á šestka</translation>
    </message>
    <message>
        <source>king</source>
        <translation>král</translation>
    </message>
    <message>
        <source>ober</source>
        <translation>svršek</translation>
    </message>
    <message>
        <source>unter</source>
        <translation>spodek</translation>
    </message>
    <message>
        <source>daus</source>
        <translation>eso</translation>
    </message>
</context>
<context>
    <name>texts</name>
    <message>
        <source>Declare {goal}</source>
        <extracomment>How a player says &quot;my score has reached the goal&quot; in each game (S-19 claim, B-16 declare).</extracomment>
        <translation>Ohlásit {goal}</translation>
    </message>
    <message>
        <source>Auto-claim: you have {score} points, so 66 is claimed for you.</source>
        <extracomment>What auto-claim says when it acts for the human player (a player setting, not a rule; S-20).</extracomment>
        <translation>Automatické ohlášení: máš dost bodů ({score}), a tak se za tebe ohlašuje 66.</translation>
    </message>
    <message>
        <source>Auto-declare: you have {score} points, so 31 is declared for you.</source>
        <translation>Automatické ohlášení: máš dost bodů ({score}), a tak se za tebe ohlašuje 31.</translation>
    </message>
    <message>
        <source>A player setting, not a rule: as soon as your score reaches the goal, the program claims 66 for you in Schnapsen (S-20) or declares 31 for you in Bura (B-16). Counting is part of the game, so it is off by default; a learner may turn it on.</source>
        <extracomment>The View menu&apos;s auto-claim toggle, explained (its tooltip).</extracomment>
        <translation>Nastavení hráče, ne pravidlo: jakmile dosáhneš cíle, program za tebe ohlásí 66 v šnapsu (S-20) nebo 31 v buře (B-16). Počítání patří ke hře, proto je to ve výchozím stavu vypnuté; začátečník si to může zapnout.</translation>
    </message>
    <message>
        <source>{By} claimed 66 with {score} points, a right claim: {points} for {winner}.</source>
        <extracomment>One whole sentence per way a hand can end. {points} is &quot;1 game point&quot; / &quot;2 game points&quot;.</extracomment>
        <translation>{By}: správně ohlášeno 66 (stav {score}): {points} pro {winner}.</translation>
    </message>
    <message>
        <source>{By} claimed 66 with only {score} points, a wrong claim: {points} for {winner}.</source>
        <translation>{By}: chybně ohlášeno 66, stav jen {score}: {points} pro {winner}.</translation>
    </message>
    <message>
        <source>{Loser} closed the stock, but {winner} claimed 66 first (with {score} points): a failed close, {points} for {winner}.</source>
        <translation>{Loser}: zavřený talon, ale soupeř ohlásil 66 dřív (stav {score}): nepovedené zavření, {points} pro {winner}.</translation>
    </message>
    <message>
        <source>{Loser} closed the stock and claimed 66 with only {score} points: a failed close, {points} for {winner}.</source>
        <translation>{Loser}: zavřený talon a ohlášeno 66, stav ale jen {score}: nepovedené zavření, {points} pro {winner}.</translation>
    </message>
    <message>
        <source>{Loser} closed the stock but had only {score} points when the hand was played out: a failed close, {points} for {winner}.</source>
        <translation>{Loser}: zavřený talon, ale po dohrání stav jen {score}: nepovedené zavření, {points} pro {winner}.</translation>
    </message>
    <message>
        <source>{Winner} closed the stock and had {score} points when the hand was played out: {points} for {winner}.</source>
        <translation>{Winner}: zavřený talon a po dohrání stav {score}: {points} pro {winner}.</translation>
    </message>
    <message>
        <source>Nobody claimed, so the higher score wins: {winner} had {score} points to {other}. {Points} for {winner}.</source>
        <translation>Nikdo neohlásil, takže vyhrává vyšší stav: {score} proti {other}. {Points} pro {winner}.</translation>
    </message>
    <message>
        <source>Nobody claimed and both had {score} points, so the last trick decides: {winner} took it. {Points} for {winner}.</source>
        <translation>Nikdo neohlásil a oba měli stejný stav ({score}), takže rozhoduje poslední štych. {Points} pro {winner}.</translation>
    </message>
    <message>
        <source>Nobody claimed, and under the variant “Last trick wins” the winner of the last trick wins the hand: {winner} took it. {Points} for {winner}.</source>
        <translation>Nikdo neohlásil a podle varianty „Poslední štych vyhrává“ vyhrává hru poslední štych. {Points} pro {winner}.</translation>
    </message>
    <message>
        <source>{Winner} took every trick after the stock was used up: {points} for {winner}.</source>
        <translation>{Winner}: všechny štychy po dobrání talonu: {points} pro {winner}.</translation>
    </message>
    <message>
        <source>{By} declared 31 with {score} points, a right declaration: {the_pot} goes to {winner}.</source>
        <translation>{By}: správně ohlášeno 31 (stav {score}): {the_pot} pro {winner}.</translation>
    </message>
    <message>
        <source>{By} showed a Bura (three trumps): {the_pot} goes to {winner}.</source>
        <translation>{By}: ukázaná bura (tři trumfy): {the_pot} pro {winner}.</translation>
    </message>
    <message>
        <source>{Winner} closed the stock and took every trick after it: {points} for {winner}.</source>
        <translation>{Winner}: zavřený talon a potom všechny štychy: {points} pro {winner}.</translation>
    </message>
    <message>
        <source>{Loser} closed the stock, but {winner} took every trick after it (Phase-2 sweep): {points} for {winner}.</source>
        <translation>{Loser}: zavřený talon, ale všechny další štychy vzal soupeř (Všechny štychy ve 2. fázi): {points} pro {winner}.</translation>
    </message>
    <message>
        <source>{By} declared 31 with only {score} points, a wrong declaration: {by} doubled the pot and nobody wins it.</source>
        <translation>{By}: chybně ohlášeno 31, stav jen {score}: zdvojnásobení banku jde na {by} a bank nikdo nezíská.</translation>
    </message>
    <message>
        <source>Both players held a Bura. {Winner} would lead, so that Bura counts as shown first, whoever showed it first; the other Bura did not beat each of those trumps one-to-one, so {the_pot} goes to {winner}.</source>
        <translation>Buru měli oba hráči. {Winner}: na výnosu, takže tato bura platí jako ukázaná první, bez ohledu na to, kdo ji ukázal dřív; druhá bura nepřebila každý z jejích trumfů jeden na jeden, takže {the_pot} pro {winner}.</translation>
    </message>
    <message>
        <source>Both players held a Bura. {Loser} would lead, so that Bura counts as shown first, whoever showed it first; the other Bura, held by {winner}, beat each of those trumps one-to-one, so {the_pot} goes to {winner}.</source>
        <translation>Buru měli oba hráči. {Loser}: na výnosu, takže tato bura platí jako ukázaná první, bez ohledu na to, kdo ji ukázal dřív; druhá bura přebila každý z jejích trumfů jeden na jeden, takže {the_pot} pro {winner}.</translation>
    </message>
    <message>
        <source>All cards were played and nobody declared: nobody wins the pot, and each player adds a chip to it.</source>
        <translation>Všechny karty jsou dohrané a nikdo neohlásil: bank nikdo nevyhrává a každý hráč do něj přidá žeton.</translation>
    </message>
    <message>
        <source>{Winner} took {score} honours to {other}: {points} for {winner}.</source>
        <translation>{Winner}: {score} honérů proti {other}: {points} pro {winner}.</translation>
    </message>
    <message>
        <source>{Winner} took {score} honours to {other}, and with cumulative honours the difference counts: {points} for {winner}.</source>
        <translation>{Winner}: {score} honérů proti {other}; při sčítání honérů platí rozdíl: {points} pro {winner}.</translation>
    </message>
    <message>
        <source>The honours are tied, {score} to {other}: nobody scores, and the same dealer deals again.</source>
        <translation>Honéry jsou vyrovnané, {score} proti {other}: nikdo nic nezíská a stejný hráč rozdává znovu.</translation>
    </message>
    <message>
        <source>Schneider: {loser} had won a trick but no more than 32 points.</source>
        <extracomment>Why a won Schnapsen hand scored 2 or 3 (S-22), or a Schneider count Schneider or Schwarz (H-8, H-10).</extracomment>
        <translation>Schneider: pro {loser} sice aspoň jeden štych, ale nejvýš 32 bodů.</translation>
    </message>
    <message>
        <source>Schwarz: {loser} had won no trick.</source>
        <translation>Schwarz: pro {loser} ani jeden štych.</translation>
    </message>
    <message>
        <source>Schneider (scored at closing): when the stock was closed, {loser} had won a trick but no more than 32 points.</source>
        <translation>Schneider (počítáno při zavření): v okamžiku zavření talonu pro {loser} sice aspoň jeden štych, ale nejvýš 32 bodů.</translation>
    </message>
    <message>
        <source>Schwarz (scored at closing): when the stock was closed, {loser} had won no trick.</source>
        <translation>Schwarz (počítáno při zavření): v okamžiku zavření talonu pro {loser} ani jeden štych.</translation>
    </message>
    <message>
        <source>Schneider: {schneider} honours or more.</source>
        <translation>Schneider: {schneider} honérů nebo víc.</translation>
    </message>
    <message>
        <source>Schwarz: all {total} honours.</source>
        <translation>Schwarz: všech {total} honérů.</translation>
    </message>
    <message>
        <source>No new ante; the next hand plays for the doubled pot.</source>
        <extracomment>What becomes of a pot nobody won (B-18, B-20), when another hand follows; at the match&apos;s end (the last of N deals, B-2) the open pot is shared instead.</extracomment>
        <translation>Nový vklad se nedává; další hra se hraje o zdvojnásobený bank.</translation>
    </message>
    <message>
        <source>The same dealer deals again.</source>
        <translation>Stejný hráč rozdává znovu.</translation>
    </message>
    <message>
        <source>That was the match&apos;s last deal: the open pot of {pot} chips is shared equally between the players.</source>
        <translation>To bylo poslední rozdání partie: otevřený bank o {pot} žetonech se dělí rovným dílem mezi hráče.</translation>
    </message>
    <message>
        <source>That was the match&apos;s last deal: the open pot of {pot} chips is shared equally, and the odd chip goes to the dealer, {dealer}.</source>
        <translation>To bylo poslední rozdání partie: otevřený bank o {pot} žetonech se dělí rovným dílem a lichý žeton dostává rozdávající, je tedy pro {dealer}.</translation>
    </message>
    <message>
        <source>{Winner} counted down from 7 to 0, so the Bummerl goes to {winner}; {loser} still had {left} to go: a Bummerl mark (●) for {loser}.</source>
        <extracomment>A Bummerl&apos;s end (S-2, S-4, S-6): the countdown, the mark and the stake.</extracomment>
        <translation>{Winner}: odpočet od 7 až na 0, Bummerl je tedy pro {winner}; pro {loser} zbývá do nuly ještě {left}: značka Bummerlu (●) pro {loser}.</translation>
    </message>
    <message>
        <source>{Winner} counted down from 7 to 0, so the Bummerl goes to {winner}; {loser} never scored a game point in it: a Schneiderbummerl, two marks (●●) for {loser}.</source>
        <translation>{Winner}: odpočet od 7 až na 0, Bummerl je tedy pro {winner}; pro {loser} v něm ani jeden herní bod: Schneiderbummerl, dvě značky (●●) pro {loser}.</translation>
    </message>
    <message>
        <source>The stake, {stake}, is paid by {loser}.</source>
        <translation>Vklad {stake} připadá k zaplacení na {loser}.</translation>
    </message>
    <message>
        <source>The stake, doubled to {stake}, is paid by {loser}: no game point in the whole Bummerl.</source>
        <translation>Vklad, zdvojený na {stake}, připadá k zaplacení na {loser}: v celém Bummerlu ani jeden herní bod.</translation>
    </message>
    <message>
        <source>The stake, tripled to {stake}, is paid by {loser}: no trick in the whole Bummerl.</source>
        <translation>Vklad, ztrojený na {stake}, připadá k zaplacení na {loser}: v celém Bummerlu ani jeden štych.</translation>
    </message>
    <message>
        <source>The penalty is 3, not 2: {winner} had won no trick when the stock was closed.</source>
        <extracomment>A failed close whose penalty is 3 (S-21 variant).</extracomment>
        <translation>Trest je 3, ne 2: v okamžiku zavření talonu ještě nebyl žádný štych pro {winner}.</translation>
    </message>
    <message>
        <source>Points: {first} {a}, {second} {b}.</source>
        <translation>Body: {first} {a}, {second} {b}.</translation>
    </message>
    <message>
        <source>Honours: {first} {a}, {second} {b}.</source>
        <translation>Honéry: {first} {a}, {second} {b}.</translation>
    </message>
    <message>
        <source>Next to deal: {dealer}.</source>
        <translation>Příště rozdává: {dealer}.</translation>
    </message>
    <message>
        <source>the pot of {pot} chips</source>
        <translation>bank o {pot} žetonech</translation>
    </message>
    <message>
        <source>Honours taken: {first}: {a}. {second}: {b}.</source>
        <translation>Získané honéry: {first}: {a}. {second}: {b}.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>žádné</translation>
    </message>
    <message>
        <source>Decided by rule {rule}: see Help ▸ Rules.</source>
        <translation>Rozhodlo pravidlo {rule}: viz Nápověda ▸ Pravidla.</translation>
    </message>
    <message>
        <source>Marriage {suit} ({value})</source>
        <translation>Hláška {suit} ({value})</translation>
    </message>
    <message>
        <source>Claim {goal}</source>
        <translation>Ohlásit {goal}</translation>
    </message>
    <message>
        <source>Expected game points are counted by what they are worth for the Bummerl at this score.</source>
        <extracomment>Beside the hint&apos;s and the review&apos;s figures when they are game points weighed by the Bummerl&apos;s score (``Advice.converted``): the figure the choice is ranked by, and a loss is counted in.</extracomment>
        <translation>Očekávané herní body se počítají podle toho, kolik za tohoto stavu znamenají pro Bummerl.</translation>
    </message>
    <message>
        <source>{Who}: no trick taken, so {n} marriage points did not count (S-12).</source>
        <translation>{Who}: žádný štych, takže {n} bodů za hlášky se nepočítalo (S-12).</translation>
    </message>
    <message>
        <source>Declare Bura</source>
        <translation>Ukázat buru</translation>
    </message>
    <message>
        <source>Three aces</source>
        <translation>Ukázat tři esa</translation>
    </message>
    <message>
        <source>Molodka</source>
        <translation>Ukázat molodku</translation>
    </message>
    <message>
        <source>Exchange trump</source>
        <translation>Vyměnit trumf</translation>
    </message>
    <message>
        <source>Close the stock</source>
        <translation>Zavřít talon</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pas</translation>
    </message>
    <message>
        <source>{Who}: closed the stock.</source>
        <extracomment>What the status line says a player did (the buttons&apos; own labels are commands: &quot;Close the stock&quot;).</extracomment>
        <translation>{Who}: zavření talonu.</translation>
    </message>
    <message>
        <source>{Who}: announced the marriage {suit} ({value}).</source>
        <translation>{Who}: hláška {suit} ({value}).</translation>
    </message>
    <message>
        <source>{Who}: claimed {goal}.</source>
        <translation>{Who}: ohlášeno {goal}.</translation>
    </message>
    <message>
        <source>{Who}: declared {goal}.</source>
        <translation>{Who}: ohlášeno {goal}.</translation>
    </message>
    <message>
        <source>{Who}: showed a Bura.</source>
        <translation>{Who}: ukázaná bura.</translation>
    </message>
    <message>
        <source>{Who}: showed three aces, to take the lead (B-14).</source>
        <translation>{Who}: ukázaná tři esa k převzetí výnosu (B-14).</translation>
    </message>
    <message>
        <source>{Who}: showed a molodka (three cards of one suit, not trumps), to take the lead (B-14).</source>
        <translation>{Who}: ukázaná molodka (tři karty jedné barvy, ne trumfové) k převzetí výnosu (B-14).</translation>
    </message>
    <message>
        <source>{Answerer} answered the {lead} with the higher {answer}: the trick goes to {winner} ({rule}).</source>
        <extracomment>A trick in words (the status line after each trick), one sentence by the rule that decided it (S-10, B-7, B-8, H-5, H-12): who answered which led cards with which cards (a group in the order the table lays it, each answering card on the led card it faces), and who takes the trick. The winner is named in &quot;the trick goes to {winner}&quot;, so that one template serves &quot;you&quot; and another.</extracomment>
        <translation>{Answerer}: odpověď vyšší kartou ({lead} × {answer}), štych pro {winner} ({rule}).</translation>
    </message>
    <message>
        <source>{Answerer} trumped the {lead} with the {answer}: the trick goes to {winner} ({rule}).</source>
        <translation>{Answerer}: odpověď trumfem ({lead} × {answer}), štych pro {winner} ({rule}).</translation>
    </message>
    <message>
        <source>{Answerer} answered the {lead} with the lower {answer}: the trick goes to {winner} ({rule}).</source>
        <translation>{Answerer}: odpověď nižší kartou ({lead} × {answer}), štych pro {winner} ({rule}).</translation>
    </message>
    <message>
        <source>{Answerer} answered the {lead} with the {answer}, a lower trump: the trick goes to {winner} ({rule}).</source>
        <translation>{Answerer}: odpověď nižším trumfem ({lead} × {answer}), štych pro {winner} ({rule}).</translation>
    </message>
    <message>
        <source>{Answerer} answered the {lead} with the {answer}, which neither follows suit nor trumps: the trick goes to {winner} ({rule}).</source>
        <translation>{Answerer}: odpověď, která nepřiznává barvu ani netrumfuje ({lead} × {answer}), štych pro {winner} ({rule}).</translation>
    </message>
    <message>
        <source>{Answerer} answered the {lead} with the {answer}, of another suit, and there is no trump: the trick goes to {winner} ({rule}).</source>
        <translation>{Answerer}: odpověď jinou barvou ve hře bez trumfů ({lead} × {answer}), štych pro {winner} ({rule}).</translation>
    </message>
    <message>
        <source>{Answerer} answered the {lead} with the {answer}, each card beating the led card in its place: the trick goes to {winner} ({rule}).</source>
        <translation>{Answerer}: odpověď, jejíž každá karta přebíjí vynesenou kartu naproti ({lead} × {answer}), štych pro {winner} ({rule}).</translation>
    </message>
    <message>
        <source>{Answerer} answered the {lead} with the {answer}, which does not beat the {unbeaten}: the trick goes to {winner} ({rule}).</source>
        <translation>{Answerer}: odpověď, která nepřebíjí všechno ({lead} × {answer}; nepřebito: {unbeaten}), štych pro {winner} ({rule}).</translation>
    </message>
    <message>
        <source>{Answerer} answered the {lead} with the {answer}, which beats none of them: the trick goes to {winner} ({rule}).</source>
        <translation>{Answerer}: odpověď, která nepřebíjí žádnou vynesenou kartu ({lead} × {answer}), štych pro {winner} ({rule}).</translation>
    </message>
    <message>
        <source>{Answerer} answered the {lead} with the {answer}, which cannot beat all the led cards at once: the trick goes to {winner} ({rule}).</source>
        <translation>{Answerer}: odpověď, která nemůže přebít všechny vynesené karty najednou ({lead} × {answer}), štych pro {winner} ({rule}).</translation>
    </message>
    <message>
        <source>Since your last move:</source>
        <extracomment>Hot-seat: the head of what happened since the player&apos;s last move, when the curtain lifts.</extracomment>
        <translation>Od tvého posledního tahu:</translation>
    </message>
    <message>
        <source>{Leader} led the {cards}.</source>
        <extracomment>The other side&apos;s lead, for the status line (one card, or a Bura group of two or three).</extracomment>
        <translation>{Leader}: výnos ({cards}).</translation>
    </message>
    <message>
        <source>{Leader} led a group: {cards}.</source>
        <translation>{Leader}: výnos skupiny ({cards}).</translation>
    </message>
    <message>
        <source>Close the stock? Nobody draws any more (S-15). The answer must follow suit, else trump (S-17). You must reach 66: if you fail, your opponent scores {points} (S-21).</source>
        <extracomment>What a click that can cost game points asks first (S-15, S-17, S-21, S-25; S-19; B-18), worded by the rules in force: how much a failed close costs, and what the opponent&apos;s sweep scores.</extracomment>
        <translation>Zavřít talon? Už se nebude dobírat (S-15). Odpověď musí přiznat barvu, jinak trumfnout (S-17). Musíš dosáhnout 66: pokud to nezvládneš, soupeř získá {points} (S-21).</translation>
    </message>
    <message>
        <source>Your opponent has no trick yet, so under “Closing penalty 3 vs. trickless” a failed close gives him 3.</source>
        <translation>Soupeř zatím nemá žádný štych, takže podle varianty „Trest 3 za zavření proti soupeři bez štychu“ mu nepovedené zavření dá 3.</translation>
    </message>
    <message>
        <source>If your opponent takes every trick from now on, he scores 3 game points (Phase-2 sweep, S-25).</source>
        <translation>Pokud soupeř odteď vezme všechny štychy, získá 3 herní body (Všechny štychy ve 2. fázi, S-25).</translation>
    </message>
    <message>
        <source>With “Must head the trick” the answer must also beat the card led when it can.</source>
        <translation>S variantou „Přebíjet štych“ musí odpověď navíc přebít vynesenou kartu, pokud může.</translation>
    </message>
    <message>
        <source>Claim 66 now? With fewer than 66 points it is a wrong claim: your opponent scores 2 game points (S-19), or, if you closed the stock, it is a failed close (S-21).</source>
        <translation>Ohlásit 66 teď? S méně než 66 body je to chybné ohlášení: soupeř získá 2 herní body (S-19), nebo, pokud jsi zavřel talon ty, nepovedené zavření (S-21).</translation>
    </message>
    <message>
        <source>Declare 31 now? With 30 or fewer it is a wrong declaration: you add as many chips as the pot holds (B-18).</source>
        <translation>Ohlásit 31 teď? Se 30 body nebo méně je to chybné ohlášení: přidáš do banku tolik žetonů, kolik v něm je (B-18).</translation>
    </message>
    <message>
        <source>Claim 66 now? You closed the stock: with fewer than 66 points it is a failed close, and your opponent scores {points} (S-21).</source>
        <translation>Ohlásit 66 teď? Zavřel jsi talon: s méně než 66 body je to nepovedené zavření a soupeř získá {points} (S-21).</translation>
    </message>
    <message>
        <source>a molodka (three cards of one suit, not trumps)</source>
        <translation>molodka (tři karty jedné barvy, ne trumfové)</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Ty</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>Hráč {n}</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Počítač</translation>
    </message>
    <message>
        <source>Computer {n}</source>
        <translation>Počítač {n}</translation>
    </message>
    <message>
        <source>You</source>
        <comment>start of a sentence</comment>
        <translation>Ty</translation>
    </message>
    <message>
        <source>you</source>
        <comment>inside a sentence</comment>
        <translation>tebe</translation>
    </message>
    <message>
        <source>The computer</source>
        <comment>start of a sentence</comment>
        <translation>Počítač</translation>
    </message>
    <message>
        <source>the computer</source>
        <comment>inside a sentence</comment>
        <translation>počítač</translation>
    </message>
    <message>
        <source>the pot</source>
        <translation>bank</translation>
    </message>
    <message>
        <source>{Who}: exchanged the trump card (gave {given}, took {taken}).</source>
        <extracomment>S-14: an exchange of the trump card, as the status line tells it.</extracomment>
        <translation>{Who}: výměna trumfové karty (odloženo: {given}, vzato: {taken}).</translation>
    </message>
    <message>
        <source>a Bura</source>
        <translation>bura</translation>
    </message>
    <message>
        <source>three aces</source>
        <translation>tři esa</translation>
    </message>
    <message>
        <source>nothing special</source>
        <translation>nic zvláštního</translation>
    </message>
    <message>
        <source>marriage</source>
        <translation>hlášku</translation>
    </message>
    <message>
        <source>exchange</source>
        <translation>výměnu trumfu</translation>
    </message>
    <message>
        <source>closing</source>
        <translation>zavření</translation>
    </message>
    <message>
        <source>claim</source>
        <translation>ohlášení</translation>
    </message>
    <message>
        <source>declaration</source>
        <translation>ukázání zvláštního listu</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>pas</translation>
    </message>
</context>
</TS>
