@echo off
rem Starts the Support desktop recorder with the Node.js that ships beside it (runtime\node.exe).
rem With arguments (--version, --help, --server URL ...) it runs in this window, so their output shows.
rem Without, it starts in its own console, minimized: the recorder opens its window in the browser;
rem the minimized "Support Recorder" entry in the taskbar shows it runs, and closing it stops it.
setlocal
set "HERE=%~dp0"
if not "%~1"=="" (
  "%HERE%runtime\node.exe" "%HERE%app\recorder.cjs" %*
  exit /b %ERRORLEVEL%
)
start "Support Recorder" /min "%HERE%runtime\node.exe" "%HERE%app\recorder.cjs"
