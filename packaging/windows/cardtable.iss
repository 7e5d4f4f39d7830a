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
; The project's addresses, from [project.urls] of pyproject.toml (written by packaging/build.py;
; none while the project has no public home).
#include "..\..\build\packaging\urls.iss"

[Setup]
; The AppId ties upgrades and the uninstaller together: never change it (uuid5 of the app id).
AppId={{2AE4680B-D456-5E9F-A822-A47986E6339A}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=The cardtable developers
#ifdef AppURL
AppPublisherURL={#AppURL}
#endif
#ifdef AppSupportURL
AppSupportURL={#AppSupportURL}
#endif
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
; Qt 6 runs on Windows 10 1809 (build 17763) and later: refuse older systems at once.
MinVersion=10.0.17763
; Saved games (.cardtable) open with a double-click: the [Registry] entries below, for this user.
ChangesAssociations=yes

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "german"; MessagesFile: "compiler:Languages\German.isl"
Name: "czech"; MessagesFile: "compiler:Languages\Czech.isl"
Name: "russian"; MessagesFile: "compiler:Languages\Russian.isl"
Name: "portuguese"; MessagesFile: "compiler:Languages\Portuguese.isl"
Name: "brazilianportuguese"; MessagesFile: "compiler:Languages\BrazilianPortuguese.isl"
Name: "dutch"; MessagesFile: "compiler:Languages\Dutch.isl"
Name: "spanish"; MessagesFile: "compiler:Languages\Spanish.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "{#Root}\..\dist\cardtable\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\cardtable.exe"; Comment: "Schnapsen, Bura and Bohemian Schneider"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\cardtable.exe"; Tasks: desktopicon

[Registry]
; HKA is the current user's classes for a per-user install (HKCU\Software\Classes). The program id
; cardtable.game opens "cardtable.exe FILE"; the uninstaller removes it and the extension's link to it.
Root: HKA; Subkey: "Software\Classes\.cardtable\OpenWithProgids"; ValueType: string; ValueName: "cardtable.game"; ValueData: ""; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\.cardtable"; ValueType: string; ValueName: "Content Type"; ValueData: "application/x-cardtable-game"; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\cardtable.game"; ValueType: string; ValueName: ""; ValueData: "cardtable saved game"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\cardtable.game\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\cardtable.exe,0"
Root: HKA; Subkey: "Software\Classes\cardtable.game\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\cardtable.exe"" ""%1"""
Root: HKA; Subkey: "Software\Classes\Applications\cardtable.exe\SupportedTypes"; ValueType: string; ValueName: ".cardtable"; ValueData: ""; Flags: uninsdeletekey

[Run]
Filename: "{app}\cardtable.exe"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent
