; Inno Setup script of the cardtable installer for Windows: a per-user install (no administrator
; rights), a Start-menu entry, an optional desktop icon, and an uninstaller in "Apps & features".
;
; Built after `python packaging\build.py` (which leaves the bundle in dist\cardtable and the icon in
; build\packaging\cardtable.ico) with, from the project folder:
;   iscc /DAppVersion=0.1.0 packaging\windows\cardtable.iss
; The installer is written to dist\cardtable-<version>-windows-x64-setup.exe.

#ifndef AppVersion
  #define AppVersion "0.0.0"
#endif
#define AppName "cardtable"
#define Root ".."

[Setup]
; The AppId ties upgrades and the uninstaller together: never change it (uuid5 of the app id).
AppId={{2AE4680B-D456-5E9F-A822-A47986E6339A}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=The cardtable developers
AppPublisherURL=https://github.com/cardtable/cardtable
AppSupportURL=https://github.com/cardtable/cardtable/issues
VersionInfoVersion={#AppVersion}
; Per user: installs under %LOCALAPPDATA%\Programs, asks for no administrator rights.
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
UninstallDisplayIcon={app}\cardtable.exe
UninstallDisplayName={#AppName}
SetupIconFile={#Root}\..\build\packaging\cardtable.ico
LicenseFile={#Root}\..\LICENSE
OutputDir={#Root}\..\dist
OutputBaseFilename=cardtable-{#AppVersion}-windows-x64-setup
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "german"; MessagesFile: "compiler:Languages\German.isl"
Name: "czech"; MessagesFile: "compiler:Languages\Czech.isl"
Name: "russian"; MessagesFile: "compiler:Languages\Russian.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "{#Root}\..\dist\cardtable\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\cardtable.exe"; Comment: "Schnapsen, Bura and Bohemian Schneider"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\cardtable.exe"; Tasks: desktopicon

[Run]
Filename: "{app}\cardtable.exe"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent
