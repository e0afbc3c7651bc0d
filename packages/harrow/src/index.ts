// Harrow County (issue 20, in progress): the pieces built so far. The game is not yet a
// GameDefinition and is not registered with the command line.
export {};
